import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormErrors, Select, TextInput, useDraftForm } from 'shared-kernel';
import type { User } from 'shared-kernel/contract';
import { useUpdateAccountMutation } from '../../../api/account';
import { functionOptions } from 'shared-kernel/user-management';
import { messageAndText } from '../lib/failureToast';
import styles from './PersonalSection.module.css';

interface Props {
  user: User;
  /** salesman: the sales-taker code field */
  withSalesTakerCode: boolean;
}

/** Personal data: first and last name, function, phone, e-mail (read only), sales-taker code (salesman). */
export function PersonalSection({ user, withSalesTakerCode }: Props) {
  const intl = useIntl();
  const form = useDraftForm(
    {
      FirstName: user.FirstName,
      LastName: user.LastName,
      Function: user.Function,
      PhoneNumber: user.PhoneNumber,
      SalesTakerCode: user.SalesTakerCode ?? '',
    },
    { failureId: 'account.accountEdit.saveFailed', failureToast: messageAndText },
  );
  const [update] = useUpdateAccountMutation();
  const set = (field: 'FirstName' | 'LastName' | 'PhoneNumber' | 'SalesTakerCode') => (value: string) => form.set(field, value);
  const { draft, errors } = form;

  const submit = form.submitWith(async (d) => {
    await update({
      body: {
        FirstName: d.FirstName.trim(),
        LastName: d.LastName.trim(),
        Function: d.Function,
        PhoneNumber: d.PhoneNumber.trim(),
        Email: user.Email,
        ...(withSalesTakerCode ? { SalesTakerCode: d.SalesTakerCode.trim() || null } : {}),
      },
    }).unwrap();
    return { savedId: 'account.accountEdit.personal.saved' };
  });

  return (
    <section className="ds-card ds-stack" aria-labelledby="account-personal-title">
      <h2 id="account-personal-title">
        <FormattedMessage id="account.accountEdit.personal.title" />
      </h2>
      <FormErrors errors={form.general} />
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className={`ds-grid ${styles.fields}`}>
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.firstName' })} value={draft.FirstName} onValueChange={set('FirstName')} maxLength={100} required autoComplete="given-name" error={errors.FirstName} />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.lastName' })} value={draft.LastName} onValueChange={set('LastName')} maxLength={100} required autoComplete="family-name" error={errors.LastName} />
          <Select
            variant="dropdown"
            label={intl.formatMessage({ id: 'account.accountEdit.function' })}
            options={functionOptions(intl)}
            value={String(draft.Function)}
            onChange={(v) => form.set('Function', Number(v))}
            error={errors.Function}
          />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.phone' })} type="tel" value={draft.PhoneNumber} onValueChange={set('PhoneNumber')} maxLength={30} autoComplete="tel" error={errors.PhoneNumber} />
          <TextInput label={intl.formatMessage({ id: 'account.accountEdit.email' })} type="email" value={user.Email} readOnly hint={intl.formatMessage({ id: 'account.accountEdit.emailReadOnly' })} error={errors.Email} />
          {withSalesTakerCode && (
            <TextInput label={intl.formatMessage({ id: 'account.accountEdit.salesTakerCode' })} value={draft.SalesTakerCode} onValueChange={set('SalesTakerCode')} maxLength={20} error={errors.SalesTakerCode} />
          )}
        </div>
        <div className="ds-row ds-row--end">
          <Button type="submit" variant="primary" busy={form.busy}>
            <FormattedMessage id="account.accountEdit.personal.save" />
          </Button>
        </div>
      </form>
    </section>
  );
}
