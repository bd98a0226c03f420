import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { ErrorState, LoadingState, Table, type TableColumn } from 'shared-kernel';
import type { PreOrder, PreOrderTotals } from 'shared-kernel/contract';
import { useGetPreOrderTargetsQuery, useGetPreOrderTotalsQuery } from '../../../api/preOrder';
import { useMoney } from '../hooks/useMoney';
import styles from './PreOrderTargetsCard.module.css';

type Comparison = PreOrderTotals['Comparisons'][number];

const percent = (v: number) => <FormattedNumber value={v / 100} style="percent" maximumFractionDigits={1} />;

/**
 * The sheet's targets, the growth target and the comparisons with earlier pre-orders (forecasts and
 * history). The page shows it to customers only when the salesman made it visible.
 */
export function PreOrderTargetsCard({ preOrder, hidePrices }: { preOrder: PreOrder; hidePrices: boolean }) {
  const intl = useIntl();
  const money = useMoney(preOrder.CustomerCurrency);
  const targets = useGetPreOrderTargetsQuery({ params: { id: preOrder.Id } }, { refetchOnMountOrArgChange: true });
  const totals = useGetPreOrderTotalsQuery({ params: { id: preOrder.Id } });
  const t = totals.data;

  const columns: TableColumn<Comparison>[] = [
    {
      id: 'sheet',
      header: <FormattedMessage id="preorders.detail.comparison.sheet" />,
      cell: (c) => (
        <>
          {c.PreOrderSheetName}
          {c.IsDefault && (
            <span className="ds-muted">
              {' '}
              (<FormattedMessage id="preorders.detail.comparison.default" />)
            </span>
          )}
        </>
      ),
    },
    { id: 'amount', header: <FormattedMessage id="preorders.detail.variantCount" />, cell: (c) => c.ProductVariantAmount, align: 'end' },
    ...(hidePrices
      ? []
      : ([
          { id: 'total', header: <FormattedMessage id="preorders.detail.total" />, cell: (c) => money(c.TotalPrice), align: 'end' },
          { id: 'g20', header: <FormattedMessage id="preorders.detail.comparison.growth" values={{ percent: 20 }} />, cell: (c) => money(c.TwentyPercentGrowthAmount), align: 'end' },
          { id: 'g50', header: <FormattedMessage id="preorders.detail.comparison.growth" values={{ percent: 50 }} />, cell: (c) => money(c.FiftyPercentGrowthAmount), align: 'end' },
          { id: 'g100', header: <FormattedMessage id="preorders.detail.comparison.growth" values={{ percent: 100 }} />, cell: (c) => money(c.HundredPercentGrowthAmount), align: 'end' },
        ] satisfies TableColumn<Comparison>[])),
    { id: 'growth', header: <FormattedMessage id="preorders.detail.comparison.currentGrowth" />, cell: (c) => percent(c.GrowthPercentage), align: 'end' },
  ];

  return (
    <section className="ds-card ds-stack" aria-labelledby="preorder-targets-title" data-testid="targets">
      <h2 id="preorder-targets-title" className={styles.title}>
        <FormattedMessage id="preorders.detail.targets" />
      </h2>
      {targets.isLoading ? (
        <LoadingState />
      ) : targets.isError ? (
        <ErrorState message={intl.formatMessage({ id: 'preorders.detail.targets.error' })} onRetry={() => void targets.refetch()} />
      ) : targets.data?.length ? (
        <ul className={styles.targets}>
          {targets.data.map((x) => (
            <li key={x.TargetId} className={x.IsDefault ? `ds-card ${styles.target} ${styles.isDefault}` : `ds-card ${styles.target}`}>
              <strong>{x.TargetName}</strong>{' '}
              <span className="ds-muted">
                <FormattedMessage id="preorders.detail.target.maxDiscount" values={{ max: x.MaximumDiscount }} />
              </span>
              {x.IsDefault && (
                <span className="ds-muted">
                  {' '}
                  · <FormattedMessage id="preorders.detail.target.default" />
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="ds-muted">
          <FormattedMessage id="preorders.detail.targets.none" />
        </p>
      )}
      {t && t.TargetPrice > 0 && !hidePrices && (
        <p>
          <FormattedMessage id="preorders.detail.targetPrice" values={{ price: money(t.TargetPrice), growth: t.TargetGrowthPercentage }} />
        </p>
      )}
      {t && (
        <Table
          caption={<FormattedMessage id="preorders.detail.comparisons" />}
          columns={columns}
          rows={t.Comparisons}
          rowKey={(c) => c.PreOrderSheetName}
          emptyMessage={<FormattedMessage id="preorders.detail.comparisons.none" />}
        />
      )}
    </section>
  );
}
