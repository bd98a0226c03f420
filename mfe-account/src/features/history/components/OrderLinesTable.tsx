import { useIntl } from 'react-intl';
import { Button, Table, formatDate, formatMoney, imageUrl, swatchStyle, usePortal, type TableColumn } from 'shared-kernel';
import type { OrderLine } from 'shared-kernel/contract';
import { canReorderLine } from '../orderRules';
import styles from './OrderLinesTable.module.css';

/** Spec section 9: order line thumbnails are 160x100. */
/** the thumbnail's size (OrderLinesTable.module.css's placeholder has it too) */
export const LINE_IMAGE = { width: 160, height: 100 } as const;

export interface OrderLinesTableProps {
  lines: OrderLine[];
  /** marketing sees no prices */
  showPrices: boolean;
  /** marketing cannot re-order */
  mayReorder: boolean;
  /** the variant being re-ordered */
  busyVariant: number | null;
  /** any re-order running */
  reorderRunning: boolean;
  onReorder: (variantId: number) => void;
}

/** The product lines of an order with quantities, prices and a re-order button per line. */
export function OrderLinesTable({ lines, showPrices, mayReorder, busyVariant, reorderRunning, onReorder }: OrderLinesTableProps) {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const symbol = session?.customerCurrencySymbol || '€';
  const money = (n: number) => formatMoney(n, locale, symbol);
  const title = (l: OrderLine) => l.Title || l.Name;

  const columns: TableColumn<OrderLine>[] = [
    {
      id: 'image',
      header: <span className="ds-visually-hidden">{t('account.history.lines.image')}</span>,
      width: LINE_IMAGE.width,
      cell: (l) =>
        l.Thumbnail ? (
          <img src={imageUrl(l.Thumbnail, LINE_IMAGE.width, LINE_IMAGE.height)} alt={title(l)} width={LINE_IMAGE.width} height={LINE_IMAGE.height} loading="lazy" className={styles.thumb} />
        ) : (
          <span className={`ds-muted ${styles.thumbPlaceholder}`} aria-hidden="true" />
        ),
    },
    {
      id: 'product',
      header: t('account.history.lines.product'),
      cell: (l) => (
        <div className="ds-stack--tight">
          <strong>{title(l)}</strong>
          <span className="ds-muted">{t('account.history.lines.model', { model: l.Model })}</span>
          <span className="ds-muted">{t('account.history.lines.ean', { ean: l.EAN })}</span>
        </div>
      ),
    },
    { id: 'size', header: t('account.history.lines.size'), cell: (l) => l.Size },
    {
      id: 'color',
      header: t('account.history.lines.color'),
      cell: (l) => (
        <span className={styles.colour}>
          <span
            aria-hidden="true"
            className={styles.swatch}
            style={swatchStyle(l.ColorHex)}
          />
          {l.Color}
        </span>
      ),
    },
    ...(showPrices ? [{ id: 'unit', header: t('account.history.lines.unitPrice'), align: 'end' as const, cell: (l: OrderLine) => `${money(l.UnitPrice)}${l.UnitPriceSuffix ? ` ${l.UnitPriceSuffix}` : ''}` }] : []),
    { id: 'quantity', header: t('account.history.lines.quantity'), align: 'end', cell: (l) => l.Quantity },
    { id: 'remaining', header: t('account.history.lines.remaining'), align: 'end', cell: (l) => l.QuantityRemainToDeliver },
    { id: 'shipped', header: t('account.history.lines.shipped'), align: 'end', cell: (l) => l.QuantityShipped },
    { id: 'cancelled', header: t('account.history.lines.cancelled'), align: 'end', cell: (l) => l.QuantityCanceled },
    ...(showPrices ? [{ id: 'total', header: t('account.history.lines.total'), align: 'end' as const, cell: (l: OrderLine) => money(l.TotalPrice) }] : []),
    {
      id: 'expected',
      header: t('account.history.lines.expected'),
      cell: (l) => formatDate(l.ExpectedDeliveryDate) || <span className="ds-muted">{t('account.history.shipments.noDate')}</span>,
    },
    ...(mayReorder
      ? [
          {
            id: 'reorder',
            header: <span className="ds-visually-hidden">{t('account.history.lines.actions')}</span>,
            align: 'end' as const,
            cell: (l: OrderLine) => {
              const allowed = canReorderLine(l);
              return (
                <Button
                  size="sm"
                  onClick={() => onReorder(l.ProductVariantId)}
                  busy={busyVariant === l.ProductVariantId}
                  disabled={!allowed || reorderRunning}
                  title={allowed ? undefined : t('account.history.reorder.lineNotAllowed')}
                  aria-label={t('account.history.reorder.lineLabel', { product: title(l), size: l.Size, color: l.Color })}
                >
                  {t('account.history.reorder.line')}
                </Button>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Table
      caption={t('account.history.lines.title')}
      columns={columns}
      rows={lines}
      rowKey={(l) => `${l.ProductVariantId}-${l.Size}-${l.Quantity}`}
      empty={t('account.history.lines.empty')}
    />
  );
}
