import type { Customer } from 'shared-kernel/contract';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClass, Button, EmptyState, emit, Link, Pagination, paths, roleFlags, Table, TextInput, useDebouncedValue, usePortal, type TableColumn } from 'shared-kernel';
import { CUSTOMER_LIST_PAGE_SIZE, useListCustomersQuery } from '../../../api/customer';
import styles from './CustomerListPage.module.css';

/** Spec section 5: the customer search asks from more than 2 characters, 500 ms after typing stops. */
export const CUSTOMER_LIST_SEARCH_MIN = 3;
export const CUSTOMER_LIST_SEARCH_DEBOUNCE_MS = 500;

/** The search term the list asks for: the settled text once it is longer than 2 characters, else none. */
export function listSearchTerm(settled: string): string {
  const t = settled.trim();
  return t.length >= CUSTOMER_LIST_SEARCH_MIN ? t : '';
}

/**
 * /salesman/customer-list (salesman and admin): search, my-customers switch (salesman only, on by
 * default), 12 customers per page with details, users and log in as customer (impersonation through
 * the shell: the bus event `impersonation.request`).
 */
export function CustomerListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.customers.${id}` }, values);
  const { session } = usePortal();
  const { isSalesman } = roleFlags(session);
  const switchId = useId();
  // spec section 9: customer list defaults: empty search, my customers only on
  const [text, setText] = useState('');
  const [mine, setMine] = useState(true);
  const searchTerm = listSearchTerm(useDebouncedValue(text, CUSTOMER_LIST_SEARCH_DEBOUNCE_MS));
  const myCustomersOnly = isSalesman && mine;
  // the page belongs to one search and switch position: a new search starts again at page 1
  const filterKey = `${searchTerm}\u0000${myCustomersOnly}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const { data, isLoading, isFetching, isError, refetch } = useListCustomersQuery({ query: { searchTerm, MyCustomersOnly: myCustomersOnly ? 'true' : 'false', Page: page, PageSize: CUSTOMER_LIST_PAGE_SIZE } });

  // the shell impersonates (token swap, then /customer) and toasts a failure (spec sections 4 and 8)
  const logInAs = (c: Customer) => emit('impersonation.request', { customerKey: c.Key });

  const columns: TableColumn<Customer>[] = [
    { id: 'number', header: t('list.number'), cell: (c) => c.AltKey, width: '8rem' },
    { id: 'name', header: t('list.name'), cell: (c) => <strong>{c.Name}</strong> },
    { id: 'zipcode', header: t('list.zipcode'), cell: (c) => c.Zipcode, width: '7rem' },
    { id: 'city', header: t('list.city'), cell: (c) => c.City },
    { id: 'email', header: t('list.email'), cell: (c) => (c.Email ? <a href={`mailto:${c.Email}`}>{c.Email}</a> : <span className="ds-muted">-</span>) },
    {
      id: 'actions',
      header: <span className="ds-visually-hidden">{t('list.actions')}</span>,
      align: 'end',
      cell: (c) => (
        <div className={`ds-row ds-row--end ${styles.actions}`}>
          <Link className={buttonClass('secondary', 'sm')} to={paths.customerDetail.path({ id: c.Key })} aria-label={t('list.detailsLabel', { name: c.Name })}>
            <FormattedMessage id="admin.customers.list.details" />
          </Link>
          <Link className={buttonClass('secondary', 'sm')} to={paths.customerUsers.path({ customerKey: c.Key })} aria-label={t('list.usersLabel', { name: c.Name })}>
            <FormattedMessage id="admin.customers.list.users" />
          </Link>
          <Button size="sm" variant="primary" aria-label={t('list.impersonateLabel', { name: c.Name })} onClick={() => logInAs(c)}>
            <FormattedMessage id="admin.customers.list.impersonate" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id="admin.customers.list.title" />
      </h1>
      <div className={`ds-card ds-row ${styles.filters}`}>
        <div className={styles.search}>
          <TextInput
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            hint={t('list.searchHint')}
            value={text}
            onValueChange={setText}
            maxLength={200}
          />
        </div>
        {isSalesman && (
          <label htmlFor={switchId} className={`ds-row ${styles.switch}`}>
            <input id={switchId} type="checkbox" role="switch" checked={mine} aria-checked={mine} onChange={(e) => setMine(e.target.checked)} />
            <FormattedMessage id="admin.customers.list.myCustomers" />
          </label>
        )}
      </div>
      <Table
        caption={t('list.caption')}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={(c) => c.Key}
        loading={isLoading || (isFetching && !data)}
        error={isError ? t('list.error') : undefined}
        onRetry={() => void refetch()}
        empty={<EmptyState message={t('list.empty')} />}
      />
      {data && data.TotalCount > 0 && (
        <div className={`ds-row ds-row--between ${styles.footer}`}>
          <span className="ds-muted">{t('list.count', { count: data.TotalCount })}</span>
          <Pagination page={page} pageCount={data.PageCount} onPageChange={(p) => setPaging({ filterKey, page: p })} label={t('list.pagination')} />
        </div>
      )}
    </div>
  );
}
