import { memo, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PreOrderProduct, Variant } from 'shared-kernel/contract';
import { MAX_AMOUNT, PANTS_SIZE_CHART_ID, isVariantDisabled, type Amounts } from '../../../lib/rules';
import styles from './SizeGrid.module.css';

interface GridProps {
  product: PreOrderProduct;
  amounts: Amounts;
  /** read-only page, marketing user, or concurrency notice */
  locked: boolean;
  /** product or group deleted */
  deleted: boolean;
  showStock: boolean;
  onAmount: (variantId: number, amount: number) => void;
}

/** Size amounts of one colour product: one input per size; pants (size chart 2) as a waist by length grid. */
export const SizeGrid = memo(function SizeGrid({ product, amounts, locked, deleted, showStock, onAmount }: GridProps) {
  const ctx = { locked, deleted, hasDates: product.DeliveryDates.length > 0 };
  const cell = (v: Variant, label: string) => (
    <SizeCell key={v.Id} variant={v} label={label} value={amounts[v.Id] ?? 0} disabled={isVariantDisabled(v, ctx)} showStock={showStock} onAmount={onAmount} />
  );

  if (product.SizeChartId === PANTS_SIZE_CHART_ID && product.VariantsDim1.length > 0 && product.VariantsDim2.length > 0) {
    return <PantsGrid product={product} cell={cell} />;
  }
  return (
    <div className={styles.sizes} role="group" aria-label={product.Color}>
      {product.Variants.map((v) => (
        <div key={v.Id} className={styles.size}>
          <span aria-hidden="true" className={styles.sizeLabel}>
            {v.Size}
          </span>
          {cell(v, v.Size)}
        </div>
      ))}
    </div>
  );
});

function PantsGrid({ product, cell }: { product: PreOrderProduct; cell: (v: Variant, label: string) => ReactNode }) {
  const intl = useIntl();
  // the sizes by waist and length with their labels, once per product and locale (not at every typed amount)
  const byDims = useMemo(
    () => new Map(product.Variants.map((v) => [`${v.Dim1}|${v.Dim2}`, { v, label: intl.formatMessage({ id: 'preorders.products.waistLength' }, { waist: v.Dim1, length: v.Dim2 }) }])),
    [product, intl],
  );
  return (
    // focusable so the scrollable grid can be scrolled by keyboard even when its cells are read-only
    <div className="ds-table-wrap" role="region" tabIndex={0} aria-label={intl.formatMessage({ id: 'preorders.products.pantsGrid' }, { color: product.Color })}>
      <table className="ds-table" aria-label={intl.formatMessage({ id: 'preorders.products.pantsGrid' }, { color: product.Color })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="preorders.products.lengthByWaist" />
            </th>
            {product.VariantsDim1.map((w) => (
              <th key={w} scope="col" className="ds-align-center">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {product.VariantsDim2.map((l) => (
            <tr key={l}>
              <th scope="row">{l}</th>
              {product.VariantsDim1.map((w) => {
                const size = byDims.get(`${w}|${l}`);
                return (
                  <td key={w} className="ds-align-center">
                    {size ? cell(size.v, size.label) : <span className="ds-muted">–</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CellProps {
  variant: Variant;
  label: string;
  value: number;
  disabled: boolean;
  showStock: boolean;
  onAmount: (variantId: number, amount: number) => void;
}

/**
 * One size amount (spec section 5): whole numbers from 0, anything else resets to 0. A plain input
 * (not the design system's NumericInput with its field wrapper) because a sheet can hold a thousand.
 */
const SizeCell = memo(function SizeCell({ variant, label, value, disabled, showStock, onAmount }: CellProps) {
  const intl = useIntl();
  // The typed amount shows at once, rendered by this cell alone, while the row takes it in a transition
  // (ProductRow's setAmount): a keystroke's render is one cell, not the row and its grid. It goes once
  // the row's amount has caught up; an earlier key's transition committing alone (value between the old
  // amount and the typed one) leaves it in place.
  const [typed, setTyped] = useState<number | null>(null);
  if (typed !== null && typed === value) setTyped(null);
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const digits = e.target.value.replace(/\D/g, '');
    const parsed = digits === '' ? 0 : Math.min(MAX_AMOUNT, Number.parseInt(digits, 10));
    const n = Number.isFinite(parsed) ? parsed : 0;
    setTyped(n);
    onAmount(variant.Id, n);
  };
  const shown = typed ?? value;
  return (
    <span className={styles.cell}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`ds-input ds-input--numeric ${styles.input}`}
        aria-label={intl.formatMessage({ id: 'preorders.products.amountFor' }, { size: label })}
        placeholder="0"
        value={shown === 0 ? '' : String(shown)}
        disabled={disabled}
        onChange={change}
        onFocus={(e) => e.currentTarget.select()}
      />
      {showStock && (
        <span className={`ds-muted ${styles.stock}`} data-testid={`stock-${variant.Id}`}>
          <FormattedMessage id="preorders.products.stock" values={{ stock: variant.Stock }} />
        </span>
      )}
    </span>
  );
});
