import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ErrorState, LoadingState, Notice, Table, formatDate, type TableColumn } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { useGetPreOrderDeliveryMomentTotalsQuery, useGetPreOrderSubgroupTotalsQuery, useGetPreOrderTotalsQuery, type SubGroupTotal } from '../../../api/preOrder';
import { useMoney } from '../hooks/useMoney';
import styles from './PreOrderTotalsCard.module.css';

type TotalRow = Omit<SubGroupTotal, 'Share'>;

interface Props {
  preOrder: PreOrder;
  /** marketing users see no prices (spec section 6) */
  hidePrices: boolean;
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <div className="ds-muted">
        <FormattedMessage id={label} />
      </div>
      <div className={styles.value}>{value}</div>
    </div>
  );
}

/**
 * The totals in detail: marketing totals (when there are marketing products), subgroup totals and the
 * (indicative) totals per delivery moment. The key totals (products, pieces, prices) are in the work bar.
 */
export function PreOrderTotalsCard({ preOrder, hidePrices }: Props) {
  const intl = useIntl();
  const money = useMoney(preOrder.CustomerCurrency);
  const opts = { refetchOnMountOrArgChange: true } as const;
  const totals = useGetPreOrderTotalsQuery({ params: { id: preOrder.Id } }, opts);
  const subgroups = useGetPreOrderSubgroupTotalsQuery({ params: { id: preOrder.Id } }, opts);
  const moments = useGetPreOrderDeliveryMomentTotalsQuery({ params: { id: preOrder.Id } }, opts);
  const t = totals.data;

  const momentColumns: TableColumn<TotalRow>[] = [
    { id: 'sub', header: <FormattedMessage id="preorders.detail.subgroup" />, cell: (r) => r.SubGroup || '—' },
    { id: 'amount', header: <FormattedMessage id="preorders.detail.amount" />, cell: (r) => r.Amount, align: 'end' },
    ...(hidePrices ? [] : [{ id: 'total', header: <FormattedMessage id="preorders.detail.total" />, cell: (r: TotalRow) => money(r.Total), align: 'end' as const }]),
  ];
  const subgroupColumns: TableColumn<SubGroupTotal>[] = [
    ...momentColumns,
    { id: 'share', header: <FormattedMessage id="preorders.detail.share" />, cell: (r) => <FormattedNumber value={r.Share / 100} style="percent" maximumFractionDigits={1} />, align: 'end' },
  ];

  return (
    <section className="ds-card ds-stack" aria-labelledby="preorder-totals-title">
      <h2 id="preorder-totals-title" className={styles.title}>
        <FormattedMessage id="preorders.detail.breakdown" />
      </h2>
      {totals.isError && !t ? (
        <ErrorState message={intl.formatMessage({ id: 'preorders.detail.totals.error' })} onRetry={() => void totals.refetch()} />
      ) : (
        t &&
        (t.MarketingProductCount > 0 || t.MarketingProductVariantAmount > 0) && (
          <div className="ds-grid" aria-busy={totals.isFetching || undefined}>
            <Figure label="preorders.detail.marketingProductCount" value={t.MarketingProductCount} />
            <Figure label="preorders.detail.marketingVariantCount" value={t.MarketingProductVariantAmount} />
            {!hidePrices && <Figure label="preorders.detail.marketingTotalPrice" value={money(t.MarketingTotalPrice)} />}
            {!hidePrices && <Figure label="preorders.detail.marketingTotalAfterDiscount" value={money(t.MarketingTotalPriceAfterDiscount)} />}
          </div>
        )
      )}
      <Table
        caption={<FormattedMessage id="preorders.detail.subgroupTotals" />}
        columns={subgroupColumns}
        rows={subgroups.data ?? []}
        rowKey={(r) => r.SubGroup}
        loading={subgroups.isLoading}
        error={subgroups.isError ? intl.formatMessage({ id: 'preorders.detail.totals.error' }) : undefined}
        onRetry={() => void subgroups.refetch()}
        emptyMessage={<FormattedMessage id="preorders.detail.totals.empty" />}
      />
      <div className="ds-stack">
        <h3 className={styles.subtitle}>
          <FormattedMessage id="preorders.detail.deliveryMoments" />
        </h3>
        <Notice kind="info">
          <FormattedMessage id="preorders.detail.deliveryMoments.indicative" />
        </Notice>
        {moments.isLoading ? (
          <LoadingState />
        ) : moments.isError ? (
          <ErrorState message={intl.formatMessage({ id: 'preorders.detail.totals.error' })} onRetry={() => void moments.refetch()} />
        ) : !moments.data?.length ? (
          <p className="ds-muted">
            <FormattedMessage id="preorders.detail.totals.empty" />
          </p>
        ) : (
          moments.data.map((m) => (
            <Table
              key={m.DeliveryDate || 'none'}
              caption={m.DeliveryDate ? formatDate(m.DeliveryDate) : intl.formatMessage({ id: 'preorders.detail.deliveryMoments.noDate' })}
              columns={momentColumns}
              rows={m.Rows}
              rowKey={(r) => r.SubGroup}
            />
          ))
        )}
      </div>
    </section>
  );
}
