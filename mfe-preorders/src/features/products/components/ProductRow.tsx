import { memo, startTransition, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, formatCents, formatDate, imageUrl, toCents, Select, swatchStyle, usePortal } from 'shared-kernel';
import type { PreOrderProduct } from 'shared-kernel/contract';
import { useAppDispatch } from '../../../app/hooks';
import { useAutosaver } from '../../../components/AutosaveProvider';
import { preOrderApi } from '../../../api/preOrder';
import { discountFailure, useDiscountSaving } from '../hooks/useDiscountSaving';
import { DiscountInput } from './DiscountInput';
import {
  PRODUCT_SAVE_MS,
  VARIANT_SAVE_MS,
  appliedPriceCents,
  chosenDeliveryDate,
  copyAmounts,
  isDeadlineDeleted,
  isStockVisible,
  pasteAmounts,
  productFigures,
  productKey,
  serverAmounts,
  variantKey,
  type Amounts,
  type SizeClipboard,
} from '../../../lib/rules';
import styles from './ProductRow.module.css';
import { SizeGrid } from './SizeGrid';

export interface ProductRowProps {
  preOrderId: number;
  groupName: string;
  product: PreOrderProduct;
  /** one of its group's CampaignModels (spec section 4: campaign models are marked) */
  campaignModel: boolean;
  /** the group is deleted: its products are shown disabled too */
  groupDeleted: boolean;
  locked: boolean;
  mode: 'customer' | 'salesman';
  marketing: boolean;
  showPrices: boolean;
  currencySymbol: string;
  /** the copied amounts when they may be pasted here (same SizeChartId), else null */
  pasteSource: SizeClipboard | null;
  /** whether this product's amounts are the copied ones */
  isCopySource: boolean;
  onCopy: (clip: SizeClipboard) => void;
}

/**
 * One colour product of a pre-order: swatch, marks, delivery date, discount (salesman), totals, the
 * size grid, copy and paste. Typed values stay in local state while their saves are pending, so a
 * reload of the list does not overwrite what the user is typing.
 */
export const ProductRow = memo(function ProductRow(props: ProductRowProps) {
  const { preOrderId, groupName, product, campaignModel, groupDeleted, locked, mode, marketing, showPrices, currencySymbol, pasteSource, isCopySource, onCopy } = props;
  const intl = useIntl();
  const { locale } = usePortal();
  const saver = useAutosaver();
  const dispatch = useAppDispatch();

  const [seen, setSeen] = useState(product);
  const [amounts, setAmounts] = useState<Amounts>(() => serverAmounts(product));
  const [discount, setDiscount] = useState(product.PreOrderDiscount);
  const [date, setDate] = useState<string | null>(product.DeliveryDate);

  // A reloaded product: take the server's values, except those with a save still pending or running.
  if (seen !== product) {
    setSeen(product);
    setAmounts((prev) => {
      const next: Record<number, number> = {};
      for (const v of product.Variants) next[v.Id] = saver.isPending(variantKey(marketing, v.Id)) ? (prev[v.Id] ?? v.Amount) : v.Amount;
      return next;
    });
    if (!saver.isPending(productKey(marketing, product.Id))) {
      setDiscount(product.PreOrderDiscount);
      setDate(product.DeliveryDate);
    }
  }

  const setAmount = useCallback(
    (variantId: number, amount: number) => {
      // a typed size shows its amount at once (SizeGrid's cell); the row and its grid follow in a transition
      startTransition(() => setAmounts((prev) => (prev[variantId] === amount ? prev : { ...prev, [variantId]: amount })));
      saver.schedule(variantKey(marketing, variantId), VARIANT_SAVE_MS, () =>
        dispatch(preOrderApi.endpoints.updatePreOrderVariant.initiate({ params: { id: preOrderId, vid: variantId }, body: { Id: variantId, Amount: amount }, marketing }, { track: false })).unwrap(),
      );
    },
    [saver, dispatch, preOrderId, marketing],
  );

  const { saving, track } = useDiscountSaving();
  const saveProduct = (nextDiscount: number, nextDate: string | null) => {
    saver.schedule(
      productKey(marketing, product.Id),
      PRODUCT_SAVE_MS,
      track(() =>
        dispatch(
          preOrderApi.endpoints.updatePreOrderProduct.initiate(
            { params: { id: preOrderId, pid: product.Id }, body: { Id: product.Id, PreOrderDiscount: nextDiscount, DeliveryDate: nextDate }, marketing },
            { track: false },
          ),
        ).unwrap(),
      ),
      // discount and delivery date travel in one call: a save that changes the discount is a discount
      // update (spec section 8: its failure only resets the indicator); a date-only save fails as any autosave
      nextDiscount !== product.PreOrderDiscount ? discountFailure : undefined,
    );
  };
  const discountTooHigh = discount > product.MaximumDiscount;
  const changeDiscount = (value: number | null) => {
    const next = value ?? 0;
    setDiscount(next);
    // spec section 5: the update is sent only when the discount is not above the maximum
    if (next > product.MaximumDiscount) saver.cancel(productKey(marketing, product.Id));
    else saveProduct(next, date);
  };
  const changeDate = (value: string) => {
    setDate(value);
    saveProduct(discountTooHigh ? product.PreOrderDiscount : discount, value);
  };

  const deleted = groupDeleted || product.IsDeleted;
  const hasDates = product.DeliveryDates.length > 0;
  const rowLocked = locked || deleted || !hasDates;
  const chosen = chosenDeliveryDate(product, date);
  const showStock = isStockVisible(mode, chosen);

  const paste = () => {
    if (!pasteSource) return;
    const changes = pasteAmounts(pasteSource, product, amounts);
    for (const [id, amount] of Object.entries(changes)) setAmount(Number(id), amount);
  };

  const title = `${groupName} – ${product.Color}`;
  const thumb = product.Images[0];
  // the row's figures from its amounts (a typed size reaches them in setAmount's transition, after its frame)
  const pristine = date === product.DeliveryDate && discount === product.PreOrderDiscount && product.Variants.every((v) => (amounts[v.Id] ?? 0) === v.Amount);
  const figures = pristine
    ? { amount: product.TotalAmount, totalCents: toCents(product.TotalPrice), netCents: toCents(product.NettoPrice) }
    : productFigures(amounts, product.Variants, appliedPriceCents(product, chosen), discountTooHigh ? product.PreOrderDiscount : discount);
  const money = (cents: number) => formatCents(cents, locale, currencySymbol);
  const head = (
    <div className={styles.head}>
      <div className={styles.identity}>
        {thumb ? (
          <img className={styles.thumb} src={imageUrl(thumb, 60, 60)} width={60} height={60} loading="lazy" alt="" />
        ) : (
          // the colour itself, known only at run time
          <span aria-hidden="true" className={styles.swatch} style={swatchStyle(product.HexCode)} />
        )}
        <div>
          <strong>{product.Color}</strong> <span className={`ds-muted ${styles.small}`}>{product.ColorId}</span>
          <div className={styles.marks}>
            {campaignModel && (
              <span className={`ds-notice ds-notice--info ${styles.mark}`}>
                <FormattedMessage id="preorders.products.campaignModel" />
              </span>
            )}
            {deleted && (
              <span className={`ds-notice ds-notice--error ${styles.mark}`}>
                <FormattedMessage id="preorders.products.deleted" />
              </span>
            )}
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        {hasDates ? (
          <div>
            <Select
              variant="dropdown"
              label={intl.formatMessage({ id: 'preorders.products.deliveryDate' })}
              options={product.DeliveryDates.map((d) => ({ value: d.DeliveryDate, label: formatDate(d.DeliveryDate) }))}
              value={chosen?.DeliveryDate ?? null}
              placeholder={intl.formatMessage({ id: 'preorders.products.chooseDeliveryDate' })}
              onChange={changeDate}
              disabled={locked || deleted}
            />
            {chosen && (
              <p className={`ds-muted ${styles.small} ${styles.flush}`}>
                {isDeadlineDeleted(chosen.FinalOrderDate) ? (
                  <FormattedMessage id="preorders.products.deadlineDeleted" />
                ) : (
                  <FormattedMessage id="preorders.products.finalOrderDate" values={{ date: formatDate(chosen.FinalOrderDate) }} />
                )}
              </p>
            )}
          </div>
        ) : (
          <p className={`ds-error ${styles.flush}`}>
            <FormattedMessage id="preorders.products.noDeliveryDates" />
          </p>
        )}
        {mode === 'salesman' && showPrices ? (
          <DiscountInput
            label={intl.formatMessage({ id: 'preorders.products.productDiscount' }, { name: product.Color })}
            value={discount}
            onChange={changeDiscount}
            maximum={product.MaximumDiscount}
            disabled={locked || deleted}
            saving={saving}
          />
        ) : (
          showPrices &&
          discount > 0 && (
            <p className={styles.flush}>
              <FormattedMessage id="preorders.products.discountShown" values={{ discount }} />
            </p>
          )
        )}
        {!locked && (
          <div className={styles.copy}>
            <Button size="sm" onClick={() => onCopy(copyAmounts(product, amounts))} aria-pressed={isCopySource} aria-label={intl.formatMessage({ id: 'preorders.products.copyLabel' }, { name: title })}>
              <FormattedMessage id={isCopySource ? 'preorders.products.copied' : 'preorders.products.copy'} />
            </Button>
            {pasteSource && (
              <Button size="sm" onClick={paste} disabled={rowLocked} aria-label={intl.formatMessage({ id: 'preorders.products.pasteLabel' }, { name: title, from: pasteSource.label })}>
                <FormattedMessage id="preorders.products.paste" />
              </Button>
            )}
          </div>
        )}
      </div>
      {showPrices && (
        <dl className={styles.figures} aria-label={intl.formatMessage({ id: 'preorders.products.totalsOf' }, { name: product.Color })}>
          <Figure label="preorders.products.totalAmount" value={String(figures.amount)} />
          <Figure label="preorders.products.totalPrice" value={money(figures.totalCents)} />
          <Figure label="preorders.products.nettoPrice" value={money(figures.netCents)} strong />
        </dl>
      )}
    </div>
  );

  return (
    <section aria-label={title} data-deleted={deleted || undefined} className={deleted ? `ds-stack ds-stack--tight ${styles.row} ${styles.deleted}` : `ds-stack ds-stack--tight ${styles.row}`}>
      {head}
      <SizeGrid product={product} amounts={amounts} locked={locked} deleted={deleted} showStock={showStock} onAmount={setAmount} />
    </section>
  );
});

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.figure}>
      <dt className={`ds-muted ${styles.figureLabel}`}>
        <FormattedMessage id={label} />
      </dt>
      <dd className={strong ? `${styles.figureValue} ${styles.strong}` : styles.figureValue}>{value}</dd>
    </div>
  );
}
