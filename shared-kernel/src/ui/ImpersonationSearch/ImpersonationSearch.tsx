import type { CustomerHit } from '../../contract/customer';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { emit } from '../../bus/bus';
import { searchStatus, useSearchText } from '../../util/useSearchText';
import { Combobox } from '../Combobox/Combobox';

/**
 * Spec section 5: the dashboard customer search queries from 1 character and opens its list from 3
 * (500 ms debounce): the hits are ready when the list opens.
 */
export const CUSTOMER_SEARCH_QUERY_MIN = 1;
export const CUSTOMER_SEARCH_MIN = 3;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;

/** What the remote's RTK Query hook for GET customer/autocomplete answers (the fields used here). */
export interface CustomerHitsResult {
  currentData?: CustomerHit[];
  isFetching: boolean;
  isError: boolean;
}

export interface ImpersonationSearchProps {
  /** the remote's query hook for customer/autocomplete?search (a remote owns its API slice) */
  useCustomerHits: (search: string, options: { skip: boolean }) => CustomerHitsResult;
}

/**
 * The dashboards' customer search for impersonation (admin and salesman): choosing a hit asks the
 * shell, through the bus, to log in as that customer.
 */
export function ImpersonationSearch({ useCustomerHits }: ImpersonationSearchProps) {
  const intl = useIntl();
  const headingId = useId();
  const { text, setText, search, enabled, skip } = useSearchText({ min: CUSTOMER_SEARCH_MIN, wait: CUSTOMER_SEARCH_DEBOUNCE_MS, queryMin: CUSTOMER_SEARCH_QUERY_MIN });
  const query = useCustomerHits(search, { skip });
  const hits = enabled ? (query.currentData ?? []) : [];
  const status = searchStatus(query, {
    error: <FormattedMessage id="ds.customerSearch.error" />,
    searching: <FormattedMessage id="ds.customerSearch.searching" />,
    none: <FormattedMessage id="ds.customerSearch.noResults" />,
  });

  const choose = (hit: CustomerHit) => {
    setText(hit.Name);
    emit('impersonation.request', { customerKey: hit.Key });
  };

  return (
    <section className="ds-card ds-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="ds.customerSearch.title" />
      </h2>
      <Combobox<CustomerHit>
        label={intl.formatMessage({ id: 'ds.customerSearch.label' })}
        placeholder={intl.formatMessage({ id: 'ds.customerSearch.placeholder' })}
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
