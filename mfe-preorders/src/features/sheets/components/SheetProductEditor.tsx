import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, formatDate, imageUrl, toastPortalError, swatchStyle } from 'shared-kernel';
import { useAddSheetProductMutation, useRemoveSheetProductMutation, useToggleSheetVariantMutation, useUpdateSheetProductMutation, type SheetGroupKind, type SheetProduct } from '../../../api/preOrderSheet';
import styles from './SheetProductEditor.module.css';

const sameDay = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * The delivery dates the sheet offers after ticking (on) or unticking (off) one catalogue date, in the catalogue's
 * order, as the catalogue spells them.
 */
export function nextSheetDates(product: SheetProduct, date: string, on: boolean): string[] {
  const selected = (d: string) => product.SheetDeliveryDates.some((x) => sameDay(x, d));
  return product.DeliveryDates.map((d) => d.DeliveryDate).filter((d) => (sameDay(d, date) ? on : selected(d)));
}

interface Props {
  sheetId: number;
  kind: SheetGroupKind;
  product: SheetProduct;
  /** one of the group's CampaignModels: marked */
  campaignModel?: boolean;
}

/**
 * One colour product of a sheet group (admin): which of its catalogue delivery dates the sheet offers (none shows
 * the red 'no delivery date(s) selected!' notice, spec section 5) and a toggle per size that sets IsAvailable on
 * this sheet (spec section 4: admin sees size toggles instead of amounts).
 */
export function SheetProductEditor({ sheetId, kind, product, campaignModel = false }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const [addDates, addState] = useAddSheetProductMutation();
  const [updateDates, updateState] = useUpdateSheetProductMutation();
  const [removeDates, removeState] = useRemoveSheetProductMutation();
  const [updateVariant] = useToggleSheetVariantMutation();
  const [pendingSizes, setPendingSizes] = useState<number[]>([]);
  const datesBusy = addState.isLoading || updateState.isLoading || removeState.isLoading;
  const noDates = product.SheetDeliveryDates.length === 0;
  const label = product.Color;
  const isOn = (date: string) => product.SheetDeliveryDates.some((x) => sameDay(x, date));

  /** POST when the product has no dates on the sheet yet, DELETE when none are left, PUT otherwise */
  const setDates = async (date: string, on: boolean) => {
    const next = nextSheetDates(product, date, on);
    const params = { id: sheetId, pid: product.Id };
    try {
      if (next.length === 0) await removeDates({ kind, params }).unwrap();
      else if (noDates) await addDates({ kind, params: { id: sheetId }, body: { Id: product.Id, DeliveryDates: next } }).unwrap();
      else await updateDates({ kind, params, body: { DeliveryDates: next } }).unwrap();
    } catch (e) {
      toastPortalError(e, t('preorders.sheets.datesFailed'));
    }
  };
  /** the size shows the state the API answers */
  const toggle = async (variantId: number, current: boolean) => {
    setPendingSizes((p) => [...p, variantId]);
    try {
      await updateVariant({ kind, params: { id: sheetId, vid: variantId }, body: { IsAvailable: !current } }).unwrap();
    } catch (e) {
      toastPortalError(e, t('preorders.sheets.sizeFailed'));
    } finally {
      setPendingSizes((p) => p.filter((x) => x !== variantId));
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-no-delivery-dates={noDates || undefined}
      className={`ds-stack ds-stack--tight ${styles.product} ${noDates ? styles.noDates : ''}`}
    >
      <div className="ds-row">
        {product.Images[0] ? (
          <img src={imageUrl(product.Images[0], 60, 60)} alt="" width={60} height={60} loading="lazy" className={styles.thumb} />
        ) : (
          <span aria-hidden="true" className={styles.swatch} style={swatchStyle(product.HexCode)} />
        )}
        <strong id={headingId}>{label}</strong>
        <span className="ds-muted">{product.ColorId}</span>
        {campaignModel && (
          <span className={`ds-notice ds-notice--info ${styles.newBadge}`}>
            <FormattedMessage id="preorders.products.campaignModel" />
          </span>
        )}
      </div>
      {noDates && (
        <p role="alert" className={styles.missing}>
          <FormattedMessage id="preorders.sheets.noDeliveryDates" />
        </p>
      )}
      {product.DeliveryDates.length === 0 ? (
        <p className={`ds-muted ${styles.flush}`}>
          <FormattedMessage id="preorders.sheets.noCatalogueDates" />
        </p>
      ) : (
        <fieldset className={`ds-row ${styles.dates}`} aria-busy={datesBusy || undefined}>
          <legend className={`ds-muted ${styles.legend}`}>
            <FormattedMessage id="preorders.sheets.deliveryDatesOf" values={{ name: label }} />
          </legend>
          {product.DeliveryDates.map((d) => {
            const on = isOn(d.DeliveryDate);
            return (
              <label
                key={d.DeliveryDate}
                className={`ds-row ${styles.date} ${on ? styles.dateOn : ''} ${datesBusy ? styles.busy : ''}`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  disabled={datesBusy}
                  onChange={(e) => void setDates(d.DeliveryDate, e.target.checked)}
                  aria-label={t('preorders.sheets.offerDate', { date: formatDate(d.DeliveryDate), name: label })}
                />
                <span>
                  {formatDate(d.DeliveryDate)}{' '}
                  <span className="ds-muted">
                    <FormattedMessage id="preorders.sheets.finalOrderDate" values={{ date: formatDate(d.FinalOrderDate) }} />
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {product.Variants.length > 0 && (
        <div className={`ds-row ${styles.sizes}`} role="group" aria-label={t('preorders.sheets.sizesOf', { name: label })}>
          {product.Variants.map((v) => {
            const available = v.IsAvailable;
            return (
              <Button
                key={v.Id}
                size="sm"
                variant={available ? 'primary' : 'secondary'}
                aria-pressed={available}
                aria-label={t('preorders.sheets.sizeToggle', { size: v.Size, name: label })}
                disabled={pendingSizes.includes(v.Id)}
                onClick={() => void toggle(v.Id, available)}
                className={available ? undefined : styles.sizeOff}
              >
                {v.Size}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}
