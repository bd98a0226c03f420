import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormErrors, imageUrl, NumericInput, toast, TOAST_DURATION, toastPortalError, useDraftForm } from 'shared-kernel';
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

/** The group's settings on this sheet, named as PUT productgroup/{gid} (and its ModelState) names them. */
interface Settings {
  PreOrderDiscount: number | null;
  MaximumDiscount: number | null;
  Brochure: number | null;
}
const SETTINGS_FIELDS = ['PreOrderDiscount', 'MaximumDiscount', 'Brochure'] as const;

/**
 * One group on the sheet: its sort index (move up/down, or type the index and move), remove, the
 * discount and maximum (product groups), the brochure page, and its colour products.
 */
export function SheetGroupCard({ sheetId, kind, group, index, count }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [remove, removeState] = useRemoveSheetProductGroupMutation();
  const [sort, sortState] = useSortSheetProductGroupMutation();
  const [update] = useUpdateSheetProductGroupMutation();
  // the settings are a form of their own (the form layer: draft, dirty, ModelState on the fields, busy, failure toast)
  const form = useDraftForm<Settings>(
    { PreOrderDiscount: group.PreOrderDiscount, MaximumDiscount: group.MaximumDiscount, Brochure: group.Brochure },
    { failureId: 'preorders.sheets.groupSaveFailed', fields: SETTINGS_FIELDS, successMs: TOAST_DURATION.normal },
  );
  const { PreOrderDiscount: discount, MaximumDiscount: maximum, Brochure: brochure } = form.draft;
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
  const discountTooHigh = (discount ?? 0) > (maximum ?? 0);
  const saveSettings = form.submitWith(async (draft) => {
    const body = { PreOrderDiscount: draft.PreOrderDiscount ?? 0, MaximumDiscount: draft.MaximumDiscount ?? 0, Brochure: draft.Brochure ?? 0 };
    await update({ kind, params: { id: sheetId, gid: group.Id }, body }).unwrap();
    // stays on the sheet; what was sent is the new clean state (an emptied field was sent as 0)
    return { savedId: 'preorders.sheets.groupSaved', savedValues: { name: group.Name }, next: body };
  });
  // Enter in a field saves as the button does: only what the button would
  const onSubmitSettings = (e: FormEvent) => {
    if (discountTooHigh || !form.dirty) e.preventDefault();
    else void saveSettings(e);
  };

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
      <form className="ds-stack ds-stack--tight" onSubmit={onSubmitSettings} noValidate>
        <FormErrors errors={form.general} />
        <div className={`ds-row ${styles.settings}`}>
          {kind === 'product' && (
            <>
              <NumericInput
                label={t('preorders.sheets.groupDiscount')}
                value={discount}
                min={0}
                max={100}
                onChange={(v) => form.set('PreOrderDiscount', v)}
                error={discountTooHigh ? t('preorders.sheets.discountAboveMaximum') : form.errors.PreOrderDiscount}
              />
              <NumericInput
                label={t('preorders.sheets.groupMaximum')}
                value={maximum}
                min={0}
                max={100}
                onChange={(v) => form.set('MaximumDiscount', v)}
                error={form.errors.MaximumDiscount}
              />
            </>
          )}
          <NumericInput
            label={t('preorders.sheets.brochure')}
            hint={t('preorders.sheets.brochureHint')}
            value={brochure}
            integer
            min={0}
            max={BROCHURE_MAX}
            onChange={(v) => form.set('Brochure', v)}
            error={form.errors.Brochure}
            className={styles.sortInput}
          />
          <Button type="submit" size="sm" busy={form.busy} disabled={discountTooHigh || !form.dirty} aria-label={t('preorders.sheets.saveGroupNamed', { name: group.Name })}>
            <FormattedMessage id="preorders.sheets.saveGroup" />
          </Button>
        </div>
      </form>
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
