import type { Product, Variant } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { isPreOrderStatus, sizeRule } from '../../../lib/stock';
import type { ProductPermissions } from '../lib/permissions';
import { SizeInput } from './SizeInput';
import { StockInfo } from './StockInfo';
import styles from './PantsGrid.module.css';

export interface PantsGridProps {
  product: Product;
  amounts: Record<number, number>;
  onAmount: (variantId: number, amount: number) => void;
  perms: ProductPermissions;
}

/** Pants (SizeChartId 2): a waist (VariantsDim1) by length (VariantsDim2) grid of inputs, variants matched by Dim1/Dim2. */
export function PantsGrid({ product, amounts, onAmount, perms }: PantsGridProps) {
  const intl = useIntl();
  const byDims = new Map<string, Variant>();
  for (const v of product.Variants) if (v.Dim1 !== null && v.Dim2 !== null) byDims.set(`${v.Dim1}\u0000${v.Dim2}`, v);
  const cell = (waist: string, length: string) => {
    const v = byDims.get(`${waist}\u0000${length}`);
    const rule = v ? sizeRule(v, perms.impersonating) : null;
    if (!v || !rule || (rule.kind === 'hidden' && isPreOrderStatus(v.StockStatus))) return <span className="ds-muted" aria-label={intl.formatMessage({ id: 'catalogue.product.size.none' })}>–</span>;
    const name = `${product.Color} ${v.Size}`;
    if (rule.kind === 'hidden') return <span className="ds-muted" title={intl.formatMessage({ id: 'catalogue.product.size.notAvailable' })} aria-label={`${name}: ${intl.formatMessage({ id: 'catalogue.product.size.notAvailable' })}`}>×</span>;
    if (!perms.canOrder) return <span className="ds-muted">{v.Size}</span>;
    return (
      <span className={styles.header}>
        <SizeInput product={product} variant={v} amount={amounts[v.Id] ?? 0} onChange={onAmount} perms={perms} label={<span className="ds-visually-hidden">{name}</span>} />
        <StockInfo variant={v} perms={perms} compact />
      </span>
    );
  };
  return (
    <div className="ds-table-wrap" role="region" tabIndex={0} aria-label={intl.formatMessage({ id: 'catalogue.product.pants.caption' }, { color: product.Color })}>
      <table className={`ds-table ${styles.grid}`}>
        <caption className="ds-visually-hidden">
          <FormattedMessage id="catalogue.product.pants.caption" values={{ color: product.Color }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="catalogue.product.pants.corner" />
            </th>
            {product.VariantsDim2.map((length) => (
              <th key={length} scope="col" className={styles.lengthHead}>
                {length}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {product.VariantsDim1.map((waist) => (
            <tr key={waist}>
              <th scope="row">{waist}</th>
              {product.VariantsDim2.map((length) => (
                <td key={length} className={styles.cell}>
                  {cell(waist, length)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
