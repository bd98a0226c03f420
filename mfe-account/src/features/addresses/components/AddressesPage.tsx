import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog, EmptyState, TOAST_DURATION, roleFlags, toast, toastPortalError, usePortal } from 'shared-kernel';
import type { Address } from 'shared-kernel/contract';
import { useDeleteAddressMutation } from '../../../api/address';
import { AddressSection } from './AddressSection';
import { ADDRESS_SECTIONS } from './addressTypes';

/**
 * /customer/account/addresses (spec section 2): invoice, delivery and shop addresses as cards, each
 * section with an add tile; delete asks first and confirms with a 10 s toast (spec section 9).
 * Marketing users see the addresses but cannot change them (mock-api allows customer and staff).
 */
export function AddressesPage() {
  const intl = useIntl();
  const { session } = usePortal();
  const flags = roleFlags(session);
  const customerKey = session?.customerKey ?? '';
  const canEdit = !flags.isMarketing;
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [deleteAddress] = useDeleteAddressMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAddress({ params: { id: customerKey }, body: { Id: toDelete.Id } }).unwrap();
      toast('success', intl.formatMessage({ id: 'account.addresses.deleted' }, { name: toDelete.Name }), TOAST_DURATION.addressDelete);
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'account.addresses.deleteFailed' }), TOAST_DURATION.long);
    }
    setToDelete(null);
  };

  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id="account.addresses.title" />
      </h1>
      {!customerKey ? (
        <EmptyState message={intl.formatMessage({ id: 'account.addresses.noCustomer' })} />
      ) : (
        ADDRESS_SECTIONS.map((s) => <AddressSection key={s.kind} section={s} customerKey={customerKey} canEdit={canEdit} onDelete={setToDelete} />)
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={intl.formatMessage({ id: 'account.addresses.deleteTitle' })}
        question={intl.formatMessage({ id: 'account.addresses.deleteQuestion' }, { name: toDelete?.Name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'account.addresses.delete' })}
        danger
        onConfirm={confirmDelete}
      />
    </div>
  );
}
