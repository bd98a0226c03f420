import type { ProductHit } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Combobox, imageUrl, isPortalError, toast, TOAST_DURATION, toastPortalError, useDebouncedValue } from 'shared-kernel';
import { useAddSheetProductGroupMutation, type SheetGroupKind } from '../../../api/preOrderSheet';
import { useProductGroupAutocompleteQuery } from '../../../api/productGroup';
import styles from './SheetGroupSearch.module.css';

/** Spec section 5: product search needs 3 characters and waits 300 ms. */
export const PRODUCT_SEARCH_MIN = 3;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

interface Props {
  sheetId: number;
  kind: SheetGroupKind;
  /** ids of the groups already on the sheet */
  existingIds: number[];
}

/** Searches product groups (or marketing groups) and adds the chosen one to the sheet; duplicates are refused with an info toast. */
export function SheetGroupSearch({ sheetId, kind, existingIds }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const enabled = search.length >= PRODUCT_SEARCH_MIN;
  const hits = useProductGroupAutocompleteQuery({ query: { search, preOrderSheetId: sheetId, marketingOnly: kind === 'marketing' ? 'true' : undefined } }, { skip: !enabled });
  const [addGroup] = useAddSheetProductGroupMutation();
  const duplicate = () => toast('info', t('preorders.sheets.duplicate'), TOAST_DURATION.long);

  const add = async (hit: ProductHit) => {
    setText('');
    if (existingIds.includes(hit.Id)) return duplicate();
    try {
      await addGroup({ kind, params: { id: sheetId }, body: { Id: hit.Id } }).unwrap();
      toast('success', t('preorders.sheets.groupAdded', { name: hit.Name }), TOAST_DURATION.normal);
    } catch (e) {
      // mock-api refuses a group already on the sheet with ModelState Id 'This product(group) is already added ...'
      if (isPortalError(e) && e.fieldErrors.Id && /already/i.test(e.fieldErrors.Id)) duplicate();
      else toastPortalError(e, t('preorders.sheets.addFailed'));
    }
  };

  const items = enabled && hits.data && !hits.isFetching ? hits.data : [];
  const status = !enabled ? undefined : hits.isFetching ? t('preorders.sheets.searching') : hits.isError ? t('preorders.sheets.searchFailed') : t('preorders.sheets.noResults');

  return (
    <Combobox<ProductHit>
      label={t(kind === 'marketing' ? 'preorders.sheets.searchMarketing' : 'preorders.sheets.searchProducts')}
      placeholder={t('preorders.sheets.searchPlaceholder')}
      value={text}
      onValueChange={setText}
      items={items}
      itemKey={(h) => h.Id}
      enabled={enabled}
      status={status}
      onSelect={(h) => void add(h)}
      renderItem={(h) => (
        <span className={`ds-row ${styles.hit}`}>
          {h.Thumbnail ? <img src={imageUrl(h.Thumbnail, 32, 32)} alt="" width={32} height={32} loading="lazy" className={styles.thumb} /> : <span className={styles.noThumb} aria-hidden="true" />}
          <span>
            {h.Name} <span className="ds-muted">({h.ErpId}, {h.Brand})</span>
          </span>
        </span>
      )}
    />
  );
}
