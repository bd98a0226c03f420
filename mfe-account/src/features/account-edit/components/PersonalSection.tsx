import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Select, TextInput, toast, TOAST_DURATION } from 'shared-kernel';
import type { User } from 'shared-kernel/contract';
import { useUpdateAccountMutation } from '../../../api/account';
import { functionOptions } from 'shared-kernel/user-management';
import { reportSaveFailure } from './formErrors';
import styles from './PersonalSection.module.css';

interface Props {
  user: User;
  /** salesman: the sales-taker code field */
  withSalesTakerCode: boolean;
}

/** Personal data: first and last name, function, phone, e-mail (read only), sales-taker code (salesman). */
export function PersonalSection({ user, withSalesTakerCode }: Props) {
  const intl = useIntl();
  const [form, setForm] = useState({
    FirstName: user.FirstName,
    LastName: user.LastName,
    Function: user.Function,
    PhoneNumber: user.PhoneNumber,
    SalesTakerCode: user.SalesTakerCode ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateAccountMutation();
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await update({
        body: {
          FirstName: form.FirstName.trim(),
          LastName: form.LastName.trim(),
          Function: form.Function,
          PhoneNumber: form.PhoneNumber.trim(),
          Email: user.Email,
          ...(withSalesTakerCode ? { SalesTakerCode: form.SalesTakerCode.trim() || null } : {}),
          },
      }).unwrap();
      toast('success', intl.formatMessage({ id: 'account.accountEdit.personal.saved' }), TOAST_DURATION.normal);
    } catch (err) {
      setErrors(reportSaveFailure(err, intl));
    }
  };

  return (
    <section className="ds-card ds-stack" aria-labelledby="account-personal-title">
      <h2 id="account-personal-title">
        <FormattedMessage id="account.accountEdit.personal.title" />
      </h2>
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className={`ds-grid ${styles.fields}`}>
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.firstName' })} value={form.FirstName} onValueChange={set('FirstName')} maxLength={100} required autoComplete="given-name" error={errors.FirstName} />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.lastName' })} value={form.LastName} onValueChange={set('LastName')} maxLength={100} required autoComplete="family-name" error={errors.LastName} />
          <Select
            variant="dropdown"
            label={intl.formatMessage({ id: 'account.accountEdit.function' })}
            options={functionOptions(intl)}
            value={String(form.Function)}
            onChange={(v) => setForm((f) => ({ ...f, Function: Number(v) }))}
            error={errors.Function}
          />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.phone' })} type="tel" value={form.PhoneNumber} onValueChange={set('PhoneNumber')} maxLength={30} autoComplete="tel" error={errors.PhoneNumber} />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.email' })} type="email" value={user.Email} readOnly hint={intl.formatMessage({ id: 'account.accountEdit.emailReadOnly' })} error={errors.Email} />
          {withSalesTakerCode && (
            <TextInput label={intl.formatMessage({ id: 'account.accountEdit.salesTakerCode' })} value={form.SalesTakerCode} onValueChange={set('SalesTakerCode')} maxLength={20} error={errors.SalesTakerCode} />
          )}
        </div>
        <div className="ds-row ds-row--end">
          <Button type="submit" variant="primary" busy={isLoading}>
            <FormattedMessage id="account.accountEdit.personal.save" />
          </Button>
        </div>
      </form>
    </section>
  );
}
