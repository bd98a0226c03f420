import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, imageUrl, NumericInput, toast, TOAST_DURATION, toastPortalError } from 'shared-kernel';
import { useRemoveSheetGroupMutation } from '../api/removeSheetGroup';
import { useSortSheetGroupMutation } from '../api/sortSheetGroup';
import { useUpdateSheetGroupMutation } from '../api/updateSheetGroup';
import type { SheetGroupDetail, SheetGroupKind } from '../api/types';
import { SheetProductEditor } from './SheetProductEditor';

interface Props {
  sheetId: number;
  kind: SheetGroupKind;
  group: SheetGroupDetail;
  /** position in the list (0-based) and the list length, for move up/down */
  index: number;
  count: number;
}

/** One group on the sheet: move up/down, remove, discount and maximum, and its colour products. */
export function SheetGroupCard({ sheetId, kind, group, index, count }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [remove, removeState] = useRemoveSheetGroupMutation();
  const [sort, sortState] = useSortSheetGroupMutation();
  const [update, updateState] = useUpdateSheetGroupMutation();
  const [discount, setDiscount] = useState<number | null>(group.PreOrderDiscount);
  const [maximum, setMaximum] = useState<number | null>(group.MaximumDiscount);
  const thumb = group.Images[0];

  const move = (to: number) =>
    sort({ sheetId, kind, groupId: group.Id, index: to })
      .unwrap()
      .catch((e: unknown) => toastPortalError(e, t('preorders.sheets.sortFailed')));
  const doRemove = () =>
    remove({ sheetId, kind, groupId: group.Id })
      .unwrap()
      .then(() => toast('success', t('preorders.sheets.groupRemoved', { name: group.Name }), TOAST_DURATION.normal))
      .catch((e: unknown) => toastPortalError(e, t('preorders.sheets.removeFailed')));
  const saveDiscount = () =>
    update({ sheetId, kind, groupId: group.Id, PreOrderDiscount: discount ?? 0, MaximumDiscount: maximum ?? 0 })
      .unwrap()
      .then(() => toast('success', t('preorders.sheets.discountSaved', { name: group.Name }), TOAST_DURATION.normal))
      .catch((e: unknown) => toastPortalError(e, t('preorders.sheets.discountFailed')));
  const discountTooHigh = (discount ?? 0) > (maximum ?? 0);

  return (
    <article className="ds-card ds-stack" aria-label={group.Name}>
      <div className="ds-row ds-row--between" style={{ flexWrap: 'nowrap', alignItems: 'flex-start' }}>
        <div className="ds-row" style={{ flexWrap: 'nowrap' }}>
          {thumb ? (
            <img src={imageUrl(thumb, 60, 60)} alt="" width={60} height={60} loading="lazy" style={{ objectFit: 'cover', borderRadius: 'var(--ds-radius)' }} />
          ) : null}
          <div>
            <h3 style={{ margin: 0 }}>
              <span className="ds-muted">{index + 1}.</span> {group.Name}
            </h3>
            <span className="ds-muted">
              {group.ErpId} · {group.BrandName || group.Brand.Name}
            </span>
          </div>
        </div>
        <div className="ds-row" style={{ gap: 'var(--ds-space-2)', flexWrap: 'nowrap' }}>
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
      {kind === 'product' && (
        <div className="ds-row" style={{ alignItems: 'flex-end' }}>
          <NumericInput
            label={t('preorders.sheets.groupDiscount')}
            value={discount}
            min={0}
            max={100}
            onChange={setDiscount}
            error={discountTooHigh ? t('preorders.sheets.discountAboveMaximum') : undefined}
          />
          <NumericInput label={t('preorders.sheets.groupMaximum')} value={maximum} min={0} max={100} onChange={setMaximum} />
          <Button
            size="sm"
            busy={updateState.isLoading}
            disabled={discountTooHigh || (discount === group.PreOrderDiscount && maximum === group.MaximumDiscount)}
            onClick={() => void saveDiscount()}
            aria-label={t('preorders.sheets.saveDiscountNamed', { name: group.Name })}
          >
            <FormattedMessage id="preorders.sheets.saveDiscount" />
          </Button>
        </div>
      )}
      {group.Products.length > 0 && (
        <div className="ds-stack ds-stack--tight">
          {group.Products.map((p) => (
            <SheetProductEditor key={p.Id} sheetId={sheetId} kind={kind} product={p} />
          ))}
        </div>
      )}
    </article>
  );
}
