import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState, Link, LoadingState, paths } from 'shared-kernel';
import type { Address } from 'shared-kernel/contract';
import { useListDeliveryAddressesQuery, useListInvoiceAddressesQuery, useListShopAddressesQuery } from '../../../api/address';
import { AddressCard } from './AddressCard';
import type { AddressKind, AddressSectionDef } from './addressTypes';
import styles from './AddressSection.module.css';

/** the list operation of each kind (one per URL) */
const LISTS: Record<AddressKind, typeof useListDeliveryAddressesQuery> = { Invoice: useListInvoiceAddressesQuery, Delivery: useListDeliveryAddressesQuery, Shop: useListShopAddressesQuery };

interface Props {
  section: AddressSectionDef;
  customerKey: string;
  /** the user may add and delete addresses */
  canEdit: boolean;
  onDelete: (address: Address) => void;
}

/** One address section (invoice, delivery or shop): heading, cards and an add tile. */
export function AddressSection({ section, customerKey, canEdit, onDelete }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const useAddresses = LISTS[section.kind];
  const { data, isLoading, isError, refetch } = useAddresses({ params: { id: customerKey } });
  const kind = section.kind.toLowerCase();

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={`account.addresses.section.${kind}`} />
      </h2>
      {isLoading ? (
        <LoadingState label={intl.formatMessage({ id: 'account.addresses.loading' })} />
      ) : isError ? (
        <ErrorState message={intl.formatMessage({ id: 'account.addresses.loadError' })} onRetry={() => void refetch()} />
      ) : (
        <>
          {data?.length === 0 && (
            <p className="ds-muted">
              <FormattedMessage id="account.addresses.empty" />
            </p>
          )}
          <ul className={`ds-grid ${styles.list}`}>
            {data?.map((a) => <AddressCard key={a.Id} address={a} onDelete={canEdit ? onDelete : undefined} />)}
            {canEdit && (
              <li className={styles.item}>
                <Link
                  to={paths.addressCreate.path({ type: section.routeType })}
                  className={`ds-card ${styles.addTile}`}
                >
                  <span className={styles.plus} aria-hidden="true">
                    +
                  </span>
                  <FormattedMessage id={`account.addresses.add.${kind}`} />
                </Link>
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}
