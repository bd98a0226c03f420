import type { Customer } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormErrors, isPortalError, TextInput, TOAST_DURATION, useDraftForm } from 'shared-kernel';
import { useChangeCustomerKeyMutation } from '../../../api/customer';
import styles from './CustomerKeyChange.module.css';

/**
 * Admin only: a new customer number (PUT Customer/CustomerKey). Success names the new number; a failure
 * shows the server's ExceptionMessage (spec section 8). No client rule (spec section 5).
 */
export function CustomerKeyChange({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.customers.keyChange.${id}` });
  const form = useDraftForm(
    { NewAltKey: '' },
    {
      failureId: 'admin.customers.keyChange.failed',
      failureText: (err) => (isPortalError(err) && (err.message ?? err.statusText)) || null,
      successMs: TOAST_DURATION.long,
      failureMs: TOAST_DURATION.long,
    },
  );
  const [change] = useChangeCustomerKeyMutation();
  const newKey = form.draft.NewAltKey.trim();

  const submit = form.submitWith(async ({ NewAltKey }) => {
    const key = NewAltKey.trim();
    const saved = await change({ body: { CurrentKey: customer.Key, NewAltKey: key } }).unwrap();
    // the field empties for the next change
    return { savedId: 'admin.customers.keyChange.success', savedValues: { key: saved?.AltKey || key }, next: { NewAltKey: '' } };
  });

  return (
    <section className="ds-card ds-stack" aria-labelledby="admin-customer-key-title">
      <h2 id="admin-customer-key-title">
        <FormattedMessage id="admin.customers.keyChange.title" />
      </h2>
      <p className={`ds-muted ${styles.current}`}>
        <FormattedMessage id="admin.customers.keyChange.current" values={{ key: customer.AltKey }} />
      </p>
      <FormErrors errors={form.general} />
      <form className={`ds-row ${styles.form}`} onSubmit={(e) => (newKey ? void submit(e) : e.preventDefault())} noValidate>
        <div className={styles.field}>
          <TextInput label={t('newKey')} value={form.draft.NewAltKey} onValueChange={(v) => form.set('NewAltKey', v)} maxLength={50} autoComplete="off" error={form.errors.NewAltKey} />
        </div>
        <Button type="submit" variant="primary" busy={form.busy} disabled={!newKey} className={styles.submit}>
          <FormattedMessage id="admin.customers.keyChange.submit" />
        </Button>
      </form>
    </section>
  );
}
