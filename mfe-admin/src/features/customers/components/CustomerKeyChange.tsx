import type { Customer } from 'shared-kernel/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, isPortalError, TextInput, toast, TOAST_DURATION } from 'shared-kernel';
import { useChangeCustomerKeyMutation } from '../../../api/customer';

/**
 * Admin only: a new customer number (PUT Customer/CustomerKey). Success names the new number; a failure
 * shows the server's ExceptionMessage (spec section 8). No client rule (spec section 5).
 */
export function CustomerKeyChange({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.customers.keyChange.${id}` }, values);
  const [newKey, setNewKey] = useState('');
  const [change, { isLoading }] = useChangeCustomerKeyMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const NewAltKey = newKey.trim();
    if (!NewAltKey) return;
    try {
      const saved = await change({ body: { CurrentKey: customer.Key, NewAltKey } }).unwrap();
      toast('success', t('success', { key: saved?.AltKey || NewAltKey }), TOAST_DURATION.long);
      setNewKey('');
    } catch (err) {
      toast('error', (isPortalError(err) && (err.message ?? err.statusText)) || t('failed'), TOAST_DURATION.long);
    }
  };

  return (
    <section className="ds-card ds-stack" aria-labelledby="admin-customer-key-title">
      <h2 id="admin-customer-key-title">
        <FormattedMessage id="admin.customers.keyChange.title" />
      </h2>
      <p className="ds-muted" style={{ margin: 0 }}>
        <FormattedMessage id="admin.customers.keyChange.current" values={{ key: customer.AltKey }} />
      </p>
      <form className="ds-row" style={{ gap: 'var(--ds-space-3)', alignItems: 'flex-end', flexWrap: 'wrap' }} onSubmit={submit} noValidate>
        <div style={{ flex: '0 1 18rem' }}>
          <TextInput label={t('newKey')} value={newKey} onValueChange={setNewKey} maxLength={50} autoComplete="off" />
        </div>
        <Button type="submit" variant="primary" busy={isLoading} disabled={!newKey.trim()} style={{ marginBottom: 'var(--ds-space-4)' }}>
          <FormattedMessage id="admin.customers.keyChange.submit" />
        </Button>
      </form>
    </section>
  );
}
