import type { ProductHit } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Combobox, useDebouncedValue, usePortal } from 'shared-kernel';
import { imageUrl } from 'shared-kernel';
import { FAST_ORDER_SEARCH_DEBOUNCE_MS, FAST_ORDER_SEARCH_MIN, useSearchFastOrderProductsQuery } from '../api/searchFastOrderProducts';

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
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebouncedValue(typed, FAST_ORDER_SEARCH_DEBOUNCE_MS);
  const enabled = typed.length >= FAST_ORDER_SEARCH_MIN && search.length >= FAST_ORDER_SEARCH_MIN;
  const { currentData, isFetching, isError } = useSearchFastOrderProductsQuery(
    { search, includePre: impersonating, locale },
    { skip: search.length < FAST_ORDER_SEARCH_MIN },
  );
  const hits = enabled ? (currentData ?? []) : [];
  const status = isError ? (
    <FormattedMessage id="catalogue.fastOrder.searchError" />
  ) : isFetching || !currentData ? (
    <FormattedMessage id="catalogue.fastOrder.searching" />
  ) : (
    <FormattedMessage id="catalogue.fastOrder.noResults" />
  );

  return (
    <Combobox<ProductHit>
      label={intl.formatMessage({ id: 'catalogue.fastOrder.searchLabel' })}
      placeholder={intl.formatMessage({ id: 'catalogue.fastOrder.searchPlaceholder' }, { min: FAST_ORDER_SEARCH_MIN })}
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
        <span className="ds-row" style={{ flexWrap: 'nowrap' }}>
          {h.Thumbnail ? (
            <img src={imageUrl(h.Thumbnail, 40, 40)} alt="" width={40} height={40} loading="lazy" style={{ objectFit: 'contain', flex: 'none' }} />
          ) : (
            <span aria-hidden="true" style={{ width: 40, height: 40, flex: 'none', background: 'var(--ds-surface-muted)' }} />
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
