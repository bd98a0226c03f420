import type { CustomerHit } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Combobox, emit, useDebouncedValue } from 'shared-kernel';
import { useSearchCustomersQuery } from '../api/searchCustomers';

/**
 * Spec section 5: the dashboard customer search queries from 1 character and opens its list from 3
 * (300 ms debounce): the hits are ready when the list opens.
 */
export const CUSTOMER_SEARCH_QUERY_MIN = 1;
export const CUSTOMER_SEARCH_MIN = 3;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

/** Customer search for impersonation: choosing a hit asks the shell to log in as that customer. */
export function CustomerSearch() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const enabled = text.trim().length >= CUSTOMER_SEARCH_MIN && search.length >= CUSTOMER_SEARCH_MIN;
  const { currentData, isFetching, isError } = useSearchCustomersQuery(search, { skip: search.length < CUSTOMER_SEARCH_QUERY_MIN });
  const hits = enabled ? (currentData ?? []) : [];
  const status = isError ? (
    <FormattedMessage id="admin.customerSearch.error" />
  ) : isFetching || !currentData ? (
    <FormattedMessage id="admin.customerSearch.searching" />
  ) : (
    <FormattedMessage id="admin.customerSearch.noResults" />
  );

  const choose = (hit: CustomerHit) => {
    setText(hit.Name);
    emit('impersonation.request', { customerKey: hit.Key });
  };

  return (
    <section className="ds-card ds-stack" aria-labelledby="admin-customer-search">
      <h2 id="admin-customer-search">
        <FormattedMessage id="admin.customerSearch.title" />
      </h2>
      <Combobox<CustomerHit>
        label={intl.formatMessage({ id: 'admin.customerSearch.label' })}
        placeholder={intl.formatMessage({ id: 'admin.customerSearch.placeholder' })}
        value={text}
        onValueChange={setText}
        enabled={enabled}
        items={hits}
        itemKey={(h) => h.Key}
        onSelect={choose}
        status={status}
        renderItem={(h) => (
          <span>
            <strong>{h.Name}</strong> <span className="ds-muted">({h.AltKey}, {h.City})</span>
          </span>
        )}
      />
    </section>
  );
}
