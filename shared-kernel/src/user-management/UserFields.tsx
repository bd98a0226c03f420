import { useIntl } from 'react-intl';
import { Select, TextInput } from 'shared-kernel';
import type { Role } from 'shared-kernel/contract';
import styles from './UserFields.module.css';
import { functionOptions, roleLabel } from './userLabels';

/** The data of one user a form edits (AddUser, an employee, AccountUpdate without Id). */
export interface UserDraft {
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  Function: number;
  Role?: Role;
  SalesTakerCode?: string;
}

export interface UserFieldsProps<D extends UserDraft> {
  draft: D;
  set: <K extends keyof D>(field: K, value: D[K]) => void;
  /** field -> message (the form layer's errors) */
  errors: Record<string, string>;
  /** the roles to choose from; no role field when absent */
  roles?: readonly Role[];
  /** shows the sales-taker code (a salesman's) */
  salesTakerCode?: boolean;
  /** a page's wider columns instead of a dialog's */
  wide?: boolean;
}

/** The fields of a user (spec section 3): names, e-mail, phone, function, and the role and sales-taker code where they apply. */
export function UserFields<D extends UserDraft>({ draft, set, errors, roles, salesTakerCode, wide }: UserFieldsProps<D>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `userManagement.${id}` });
  const text = (field: 'FirstName' | 'LastName' | 'Email' | 'PhoneNumber' | 'SalesTakerCode') => (value: string) => set(field, value as D[typeof field]);
  return (
    <div className={wide ? `${styles.fields} ${styles.wide}` : styles.fields}>
      <TextInput label={t('firstName')} value={draft.FirstName} onValueChange={text('FirstName')} maxLength={100} required error={errors.FirstName} />
      <TextInput label={t('lastName')} value={draft.LastName} onValueChange={text('LastName')} maxLength={100} required error={errors.LastName} />
      <TextInput label={t('email')} type="email" value={draft.Email} onValueChange={text('Email')} maxLength={256} required error={errors.Email} />
      <TextInput label={t('phone')} type="tel" value={draft.PhoneNumber} onValueChange={text('PhoneNumber')} maxLength={30} error={errors.PhoneNumber} />
      <Select
        variant="dropdown"
        label={t('function')}
        options={functionOptions(intl)}
        value={String(draft.Function)}
        onChange={(v) => set('Function', Number(v) as D['Function'])}
        error={errors.Function}
      />
      {roles && (
        <Select
          variant="dropdown"
          label={t('role')}
          options={roles.map((r) => ({ value: r, label: roleLabel(intl, r) }))}
          value={draft.Role ?? ''}
          onChange={(v) => set('Role', v as D['Role'])}
          error={errors.Role}
        />
      )}
      {salesTakerCode && (
        <TextInput label={t('salesTakerCode')} value={draft.SalesTakerCode ?? ''} onValueChange={text('SalesTakerCode')} maxLength={20} error={errors.SalesTakerCode} />
      )}
    </div>
  );
}

/** The draft with its texts trimmed, as it is sent. */
export function trimmedUser<D extends UserDraft>(d: D): D {
  return {
    ...d,
    FirstName: d.FirstName.trim(),
    LastName: d.LastName.trim(),
    Email: d.Email.trim(),
    PhoneNumber: d.PhoneNumber.trim(),
    ...(d.SalesTakerCode !== undefined ? { SalesTakerCode: d.SalesTakerCode.trim() } : {}),
  };
}
