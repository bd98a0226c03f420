import type { ProductHit } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Combobox, paths, searchStatus, usePortal, useSearchText } from 'shared-kernel';
import { imageUrl } from 'shared-kernel';
import { PRODUCT_SEARCH_DEBOUNCE_MS, PRODUCT_SEARCH_MIN, useProductGroupAutocompleteQuery } from '../../../api/catalogue';
import styles from './HeaderSearch.module.css';

/** How many hits the header dropdown shows. */
export const HEADER_SEARCH_TAKE = 10;

/**
 * The header's product search (a widget in the shell's tree: it navigates to full addresses). A hit goes
 * to its product page; Enter without an active hit goes to /search with the text.
 */
export function HeaderSearch() {
  const intl = useIntl();
  const { locale, navigate } = usePortal();
  const { text, setText, search, enabled, skip } = useSearchText({ min: PRODUCT_SEARCH_MIN, wait: PRODUCT_SEARCH_DEBOUNCE_MS });
  const query = useProductGroupAutocompleteQuery({ query: { search, take: HEADER_SEARCH_TAKE }, locale }, { skip });
  const hits = enabled ? (query.currentData ?? []) : [];
  const status = searchStatus(query, {
    error: <FormattedMessage id="catalogue.headerSearch.error" />,
    searching: <FormattedMessage id="catalogue.headerSearch.searching" />,
    none: <FormattedMessage id="catalogue.search.noResults" />,
  });

  return (
    <div role="search" className={styles.search}>
      <Combobox<ProductHit>
        label={intl.formatMessage({ id: 'catalogue.headerSearch.label' })}
        labelHidden
        placeholder={intl.formatMessage({ id: 'catalogue.headerSearch.placeholder' })}
        value={text}
        onValueChange={setText}
        enabled={enabled}
        items={hits}
        itemKey={(h) => h.Id}
        status={status}
        onSelect={(hit) => {
          setText('');
          navigate(paths.productDetail.href(locale, { id: hit.Id }));
        }}
        onSubmit={() => {
          const typed = text.trim();
          if (typed.length < PRODUCT_SEARCH_MIN) return;
          navigate(paths.search.href(locale, { search: typed }));
        }}
        renderItem={(h) => (
          <span className={`ds-row ${styles.hit}`}>
            {h.Thumbnail ? (
              <img src={imageUrl(h.Thumbnail, 40)} alt="" width={40} height={40} className={styles.hitImage} />
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
    </div>
  );
}
