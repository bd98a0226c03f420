import type { DealerLocatorAddress } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Table, toast, TOAST_DURATION, toastPortalError, type TableColumn } from 'shared-kernel';
import { useHideDealerLocatorAddressMutation, useListDealerLocatorAddressesQuery } from '../../../api/customer';
import { DealerLocatorDialog } from './DealerLocatorDialog';
import styles from './DealerLocatorSection.module.css';

/**
 * The customer's shop addresses on the dealer locator (spec section 4): a visible one is hidden with
 * one click; a hidden one opens the map dialog and is shown once its data is saved.
 */
export function DealerLocatorSection({ customerKey }: { customerKey: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.customers.dealer.${id}` }, values);
  const { data, isLoading, isError, refetch } = useListDealerLocatorAddressesQuery({ params: { id: customerKey } });
  const [hide] = useHideDealerLocatorAddressMutation();
  const [hiding, setHiding] = useState<number | null>(null);
  const [showing, setShowing] = useState<DealerLocatorAddress | null>(null);
  const nameOf = (a: DealerLocatorAddress) => a.Header || a.Name;

  const hideNow = async (a: DealerLocatorAddress) => {
    setHiding(a.Id);
    try {
      await hide({ params: { id: a.Id } }).unwrap();
      toast('success', t('hidden', { name: nameOf(a) }), TOAST_DURATION.normal);
    } catch (err) {
      toastPortalError(err, t('hideFailed'), TOAST_DURATION.long);
    } finally {
      setHiding(null);
    }
  };

  const columns: TableColumn<DealerLocatorAddress>[] = [
    {
      id: 'name',
      header: t('name'),
      cell: (a) => (
        <div className="ds-stack ds-stack--tight">
          <strong>{nameOf(a)}</strong>
          <span className="ds-muted">{[`${a.Street} ${a.HouseNumber}`.trim(), `${a.ZipCode} ${a.City}`.trim(), a.CountryName].filter(Boolean).join(', ')}</span>
        </div>
      ),
    },
    { id: 'type', header: t('type'), cell: (a) => (a.DealerType === null ? <span className="ds-muted">-</span> : intl.formatMessage({ id: 'admin.customers.dealer.typeValue' }, { type: String(a.DealerType) })) },
    { id: 'brands', header: t('brands'), cell: (a) => (a.Brands.length ? a.Brands.join(', ') : <span className="ds-muted">-</span>) },
    {
      id: 'url',
      header: t('url'),
      cell: (a) =>
        a.Url ? (
          <a href={a.Url} target="_blank" rel="noopener noreferrer">
            {a.Url}
          </a>
        ) : (
          <span className="ds-muted">-</span>
        ),
    },
    {
      id: 'position',
      header: t('position'),
      cell: (a) => (a.Latitude !== null && a.Longitude !== null ? `${a.Latitude.toFixed(5)}, ${a.Longitude.toFixed(5)}` : <span className="ds-muted">-</span>),
    },
    {
      id: 'status',
      header: t('status'),
      cell: (a) => <strong className={a.ShowOnDealerLocator ? styles.visible : styles.hidden}>{a.ShowOnDealerLocator ? t('visible') : t('notVisible')}</strong>,
    },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('actions')}</span>,
      align: 'end',
      cell: (a) =>
        a.ShowOnDealerLocator ? (
          <Button size="sm" busy={hiding === a.Id} aria-label={t('hideLabel', { name: nameOf(a) })} onClick={() => void hideNow(a)}>
            <FormattedMessage id="admin.customers.dealer.hide" />
          </Button>
        ) : (
          <Button size="sm" variant="primary" aria-label={t('showLabel', { name: nameOf(a) })} onClick={() => setShowing(a)}>
            <FormattedMessage id="admin.customers.dealer.show" />
          </Button>
        ),
    },
  ];

  return (
    <section className="ds-stack" aria-labelledby="admin-customer-dealer-title">
      <h2 id="admin-customer-dealer-title">
        <FormattedMessage id="admin.customers.dealer.title" />
      </h2>
      <Table
        caption={t('title')}
        captionHidden
        columns={columns}
        rows={data ?? []}
        rowKey={(a) => a.Id}
        loading={isLoading}
        error={isError ? t('error') : undefined}
        onRetry={() => void refetch()}
        empty={<EmptyState message={t('empty')} />}
      />
      {showing && <DealerLocatorDialog key={showing.Id} address={showing} onClose={() => setShowing(null)} />}
    </section>
  );
}
