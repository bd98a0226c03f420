import type { AddUser } from 'shared-kernel/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, isPortalError, Notice, Select, TextInput } from 'shared-kernel';
import { useAddCustomerUserMutation } from '../../../api/customer';

const EMPTY: AddUser = { FirstName: '', LastName: '', Email: '', PhoneNumber: '', Function: 0, Role: 'PersoneelKlant' };
const FUNCTIONS = [0, 1, 2, 3, 4];
const ROLES: AddUser['Role'][] = ['Klant', 'PersoneelKlant', 'MarketingKlant'];

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerKey: string;
  customerName: string;
  /** the new user was created: their e-mail */
  onAdded: (email: string) => void;
}

/** Creates a user for the customer (POST customer/{id}/user); server field errors (addUserModel.) show per field. */
export function AddUserDialog({ open, onOpenChange, customerKey, customerName, onAdded }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const [user, setUser] = useState<AddUser>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [addUser, { isLoading }] = useAddCustomerUserMutation();
  const set = <K extends keyof AddUser>(key: K, value: AddUser[K]) => setUser((u) => ({ ...u, [key]: value }));

  const close = (next: boolean) => {
    if (!next) {
      setUser(EMPTY);
      setErrors({});
      setGeneral([]);
    }
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!user.FirstName.trim()) local.FirstName = t('preorders.create.addUser.required');
    if (!user.LastName.trim()) local.LastName = t('preorders.create.addUser.required');
    if (!user.Email.trim()) local.Email = t('preorders.create.addUser.required');
    setErrors(local);
    setGeneral([]);
    if (Object.keys(local).length) return;
    try {
      await addUser({ params: { id: customerKey }, body: { ...user, Email: user.Email.trim() } }).unwrap();
      onAdded(user.Email.trim());
      close(false);
    } catch (err) {
      if (isPortalError(err)) {
        setErrors(err.fieldErrors);
        const rest = [...err.generalErrors, ...err.toastErrors];
        setGeneral(rest.length || Object.keys(err.fieldErrors).length ? rest : [err.message ?? t('preorders.create.failed')]);
      } else setGeneral([t('preorders.create.failed')]);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('preorders.create.addUser.title')}
      description={intl.formatMessage({ id: 'preorders.create.addUser.description' }, { customer: customerName })}
      footer={
        <>
          <Button onClick={() => close(false)}>
            <FormattedMessage id="preorders.create.addUser.cancel" />
          </Button>
          <Button variant="primary" type="submit" form={formId} busy={isLoading} disabled={isLoading}>
            <FormattedMessage id="preorders.create.addUser.save" />
          </Button>
        </>
      }
    >
      <form id={formId} className="ds-stack" onSubmit={submit} noValidate>
        {general.length > 0 && (
          <Notice kind="error">
            {general.map((g) => (
              <div key={g}>{g}</div>
            ))}
          </Notice>
        )}
        <div className="ds-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
          <TextInput label={t('preorders.create.addUser.firstName')} value={user.FirstName} maxLength={100} onValueChange={(v) => set('FirstName', v)} error={errors.FirstName} required />
          <TextInput label={t('preorders.create.addUser.lastName')} value={user.LastName} maxLength={100} onValueChange={(v) => set('LastName', v)} error={errors.LastName} required />
        </div>
        <TextInput label={t('preorders.create.addUser.email')} type="email" value={user.Email} maxLength={256} onValueChange={(v) => set('Email', v)} error={errors.Email} required />
        <TextInput label={t('preorders.create.addUser.phone')} type="tel" value={user.PhoneNumber} maxLength={30} onValueChange={(v) => set('PhoneNumber', v)} error={errors.PhoneNumber} />
        <Select
          label={t('preorders.create.addUser.function')}
          variant="dropdown"
          options={FUNCTIONS.map((f) => ({ value: String(f), label: t(`preorders.create.addUser.function.${f}`) }))}
          value={String(user.Function)}
          onChange={(v) => set('Function', Number(v))}
          error={errors.Function}
        />
        <Select
          label={t('preorders.create.addUser.role')}
          variant="dropdown"
          options={ROLES.map((r) => ({ value: r, label: t(`preorders.create.addUser.role.${r}`) }))}
          value={user.Role}
          onChange={(v) => set('Role', v as AddUser['Role'])}
          error={errors.Role}
        />
      </form>
    </Dialog>
  );
}
