import type { ProductHit } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Combobox, searchStatus, usePortal, useSearchText } from 'shared-kernel';
import { imageUrl } from 'shared-kernel';
import { PRODUCT_SEARCH_DEBOUNCE_MS, PRODUCT_SEARCH_MIN, useProductGroupAutocompleteQuery } from '../../../api/catalogue';
import styles from './FastOrderSearch.module.css';

/** How many hits the fast-order search offers. */
const FAST_ORDER_SEARCH_TAKE = 20;

export interface FastOrderSearchProps {
  /** includePre=true is sent only then (spec section 6) */
  impersonating: boolean;
  /** a hit was chosen */
  onChoose: (hit: ProductHit) => void;
}

/** The fast order's product search: at least 3 characters, 300 ms debounce (spec section 5). */
export function FastOrderSearch({ impersonating, onChoose }: FastOrderSearchProps) {
  const intl = useIntl();
  const { locale } = usePortal();
  const { text, setText, search, enabled, skip } = useSearchText({ min: PRODUCT_SEARCH_MIN, wait: PRODUCT_SEARCH_DEBOUNCE_MS });
  const query = useProductGroupAutocompleteQuery(
    // spec section 6: pre-order items only while impersonating (includePre=true only then)
    { query: { search, take: FAST_ORDER_SEARCH_TAKE, includePre: impersonating ? 'true' : undefined }, locale },
    { skip },
  );
  const hits = enabled ? (query.currentData ?? []) : [];
  const status = searchStatus(query, {
    error: <FormattedMessage id="catalogue.fastOrder.searchError" />,
    searching: <FormattedMessage id="catalogue.fastOrder.searching" />,
    none: <FormattedMessage id="catalogue.fastOrder.noResults" />,
  });

  return (
    <Combobox<ProductHit>
      label={intl.formatMessage({ id: 'catalogue.fastOrder.searchLabel' })}
      placeholder={intl.formatMessage({ id: 'catalogue.fastOrder.searchPlaceholder' }, { min: PRODUCT_SEARCH_MIN })}
      value={text}
      onValueChange={setText}
      enabled={enabled}
      items={hits}
      itemKey={(h) => h.Id}
      status={status}
      onSelect={(hit) => {
        setText('');
        onChoose(hit);
      }}
      renderItem={(h) => (
        <span className={`ds-row ${styles.hit}`}>
          {h.Thumbnail ? (
            <img src={imageUrl(h.Thumbnail, 40, 40)} alt="" width={40} height={40} loading="lazy" className={styles.hitImage} />
          ) : (
            <span aria-hidden="true" className={styles.hitPlaceholder} />
          )}
          <span>
            <strong>{h.Name}</strong>
            <br />
            <span className="ds-muted">
              {h.ErpId} · {h.Brand}
            </span>
          </span>
        </span>
      )}
    />
  );
}
