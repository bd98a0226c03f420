import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, imageUrl, NumericInput, toast, TOAST_DURATION, toastPortalError } from 'shared-kernel';
import { useRemoveSheetProductGroupMutation, useSortSheetProductGroupMutation, useUpdateSheetProductGroupMutation, type SheetGroupDetail, type SheetGroupKind } from '../../../api/preOrderSheet';
import { SheetProductEditor } from './SheetProductEditor';
import styles from './SheetGroupCard.module.css';

interface Props {
  sheetId: number;
  kind: SheetGroupKind;
  group: SheetGroupDetail;
  /** position in the list (0-based) and the list length, for move up/down */
  index: number;
  count: number;
}

/** Spec section 5: the brochure page and the sort index are whole numbers of at least 0. */
export const BROCHURE_MAX = 9999;

/**
 * One group on the sheet: its sort index (move up/down, or type the index and move), remove, the
 * discount and maximum (product groups), the brochure page, and its colour products.
 */
export function SheetGroupCard({ sheetId, kind, group, index, count }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [remove, removeState] = useRemoveSheetProductGroupMutation();
  const [sort, sortState] = useSortSheetProductGroupMutation();
  const [update, updateState] = useUpdateSheetProductGroupMutation();
  const [discount, setDiscount] = useState<number | null>(group.PreOrderDiscount);
  const [maximum, setMaximum] = useState<number | null>(group.MaximumDiscount);
  const [brochure, setBrochure] = useState<number | null>(group.Brochure);
  // the sort index field follows the list when the group moved
  const [position, setPosition] = useState<number | null>(index);
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    setShownIndex(index);
    setPosition(index);
  }
  const thumb = group.Images[0];
  const last = Math.max(0, count - 1);

  const move = (to: number) =>
    sort({ kind, params: { id: sheetId, gid: group.Id, n: to } })
      .unwrap()
      .catch((e: unknown) => toastPortalError(e, t('preorders.sheets.sortFailed')));
  const doRemove = () =>
    remove({ kind, params: { id: sheetId, gid: group.Id } })
      .unwrap()
      .then(() => toast('success', t('preorders.sheets.groupRemoved', { name: group.Name }), TOAST_DURATION.normal))
      .catch((e: unknown) => toastPortalError(e, t('preorders.sheets.removeFailed')));
  const saveSettings = () =>
    update({ kind, params: { id: sheetId, gid: group.Id }, body: { PreOrderDiscount: discount ?? 0, MaximumDiscount: maximum ?? 0, Brochure: brochure ?? 0 } })
      .unwrap()
      .then(() => toast('success', t('preorders.sheets.groupSaved', { name: group.Name }), TOAST_DURATION.normal))
      .catch((e: unknown) => toastPortalError(e, t('preorders.sheets.groupSaveFailed')));
  const discountTooHigh = (discount ?? 0) > (maximum ?? 0);
  const unchanged = discount === group.PreOrderDiscount && maximum === group.MaximumDiscount && brochure === group.Brochure;

  return (
    <article className="ds-card ds-stack" aria-label={group.Name}>
      <div className={`ds-row ds-row--between ${styles.top}`}>
        <div className={`ds-row ${styles.nowrap}`}>
          {thumb ? (
            <img src={imageUrl(thumb, 60, 60)} alt="" width={60} height={60} loading="lazy" className={styles.thumb} />
          ) : null}
          <div>
            <h3 className={styles.flush}>
              <span className="ds-muted">{index + 1}.</span> {group.Name}
            </h3>
            <span className="ds-muted">
              {group.ErpId} · {group.BrandName || group.Brand.Name}
            </span>
          </div>
        </div>
        <div className={`ds-row ${styles.actions}`}>
          <Button size="sm" disabled={index === 0 || sortState.isLoading} onClick={() => void move(index - 1)} aria-label={t('preorders.sheets.moveUp', { name: group.Name })}>
            ↑
          </Button>
          <Button size="sm" disabled={index === count - 1 || sortState.isLoading} onClick={() => void move(index + 1)} aria-label={t('preorders.sheets.moveDown', { name: group.Name })}>
            ↓
          </Button>
          <Button size="sm" variant="danger" busy={removeState.isLoading} onClick={() => void doRemove()} aria-label={t('preorders.sheets.removeNamed', { name: group.Name })}>
            <FormattedMessage id="preorders.sheets.remove" />
          </Button>
        </div>
      </div>
      <div className={`ds-row ${styles.settings}`}>
        <NumericInput
          label={t('preorders.sheets.sortIndex')}
          hint={t('preorders.sheets.sortIndexHint', { last })}
          value={position}
          integer
          min={0}
          max={last}
          onChange={setPosition}
          className={styles.discountInput}
        />
        <Button
          size="sm"
          busy={sortState.isLoading}
          disabled={position === null || position === index || sortState.isLoading}
          onClick={() => void move(position ?? index)}
          aria-label={t('preorders.sheets.moveToNamed', { name: group.Name })}
        >
          <FormattedMessage id="preorders.sheets.moveTo" />
        </Button>
      </div>
      <div className={`ds-row ${styles.settings}`}>
        {kind === 'product' && (
          <>
            <NumericInput
              label={t('preorders.sheets.groupDiscount')}
              value={discount}
              min={0}
              max={100}
              onChange={setDiscount}
              error={discountTooHigh ? t('preorders.sheets.discountAboveMaximum') : undefined}
            />
            <NumericInput label={t('preorders.sheets.groupMaximum')} value={maximum} min={0} max={100} onChange={setMaximum} />
          </>
        )}
        <NumericInput
          label={t('preorders.sheets.brochure')}
          hint={t('preorders.sheets.brochureHint')}
          value={brochure}
          integer
          min={0}
          max={BROCHURE_MAX}
          onChange={setBrochure}
          className={styles.sortInput}
        />
        <Button size="sm" busy={updateState.isLoading} disabled={discountTooHigh || unchanged} onClick={() => void saveSettings()} aria-label={t('preorders.sheets.saveGroupNamed', { name: group.Name })}>
          <FormattedMessage id="preorders.sheets.saveGroup" />
        </Button>
      </div>
      {group.Products.length > 0 && (
        <div className="ds-stack ds-stack--tight">
          {group.Products.map((p) => (
            <SheetProductEditor key={p.Id} sheetId={sheetId} kind={kind} product={p} campaignModel={group.CampaignModels.includes(p.Id)} />
          ))}
        </div>
      )}
    </article>
  );
}
