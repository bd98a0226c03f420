import { useIntl } from 'react-intl';
import { Table, type TableColumn } from 'shared-kernel';
import type { Shipment } from 'shared-kernel/contract';
import { DELIVERED, shipmentDate } from '../orderRules';
import { useStatusText } from './OrderStatus';

/** The shipments of an order: number, delivery state, (expected) delivery date and tracking link. */
export function ShipmentsTable({ shipments }: { shipments: Shipment[] }) {
  const intl = useIntl();
  const statusText = useStatusText();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const columns: TableColumn<Shipment>[] = [
    { id: 'number', header: t('account.history.shipments.number'), cell: (s) => s.Id },
    { id: 'state', header: t('account.history.shipments.state'), cell: (s) => statusText(s.Status) },
    {
      id: 'date',
      header: t('account.history.shipments.date'),
      cell: (s) => {
        const date = shipmentDate(s);
        if (!date) return <span className="ds-muted">{t('account.history.shipments.noDate')}</span>;
        return s.Status === DELIVERED ? t('account.history.shipments.deliveredOn', { date }) : t('account.history.shipments.expectedOn', { date });
      },
    },
    {
      id: 'tracking',
      header: t('account.history.shipments.tracking'),
      cell: (s) =>
        s.TrackingUrl ? (
          <a href={s.TrackingUrl} target="_blank" rel="noopener noreferrer" aria-label={t('account.history.shipments.trackLabel', { code: s.TrackingCode ?? s.Id })}>
            {s.TrackingCode || t('account.history.shipments.track')}
          </a>
        ) : (
          (s.TrackingCode ?? <span className="ds-muted">—</span>)
        ),
    },
  ];

  return (
    <Table
      caption={t('account.history.shipments.title')}
      columns={columns}
      rows={shipments}
      rowKey={(s) => s.Id}
      empty={t('account.history.shipments.empty')}
    />
  );
}
