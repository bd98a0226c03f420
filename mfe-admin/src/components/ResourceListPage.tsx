import type { Paged } from 'shared-kernel/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { buttonClass, Link, Pagination, Table, TextInput, useDebouncedValue, type TableColumn } from 'shared-kernel';
import styles from './ResourceListPage.module.css';

/** how long the search box waits after the last key before the list asks again */
export const RESOURCE_LIST_SEARCH_DEBOUNCE_MS = 300;

/** what a list page asks its overview call for: the page (from 1) and the search term ('' for none) */
export interface ResourceListQuery {
  page: number;
  search: string;
}

/** the RTK Query result a resource list reads */
export interface ResourceListResult<T> {
  data?: Paged<T>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ResourceListPageProps<T> {
  /** the page's h1 (also the table's hidden caption) */
  heading: string;
  /** the create link beside the heading; absent where records are only edited (branches, countries) */
  create?: { to: string; label: string };
  /** the search box's label */
  searchLabel: string;
  /** the overview call for a page and search term (spec section 7: Page, PageSize and search) */
  useList: (query: ResourceListQuery) => ResourceListResult<T>;
  columns: TableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** shown when the list cannot be loaded (with a retry) */
  loadError: string;
  /** shown when there is no record at all */
  empty: ReactNode;
}

/**
 * The admin overview of one resource (banners, coupons, notifications, size charts, branches, countries):
 * heading with the create link, a search box (debounced; a new search starts at page 1), the table with its
 * loading, error and empty states, and the pagination when there is more than one page.
 */
export function ResourceListPage<T>({ heading, create, searchLabel, useList, columns, rowKey, loadError, empty }: ResourceListPageProps<T>) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), RESOURCE_LIST_SEARCH_DEBOUNCE_MS);
  // the page belongs to one search: a new search starts again at page 1
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const { data, isLoading, isFetching, isError, refetch } = useList({ page, search });

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1>{heading}</h1>
        {create && (
          <Link className={buttonClass('primary')} to={create.to}>
            {create.label}
          </Link>
        )}
      </div>
      <TextInput type="search" label={searchLabel} value={text} onValueChange={setText} maxLength={200} fieldClassName={styles.search} />
      <Table
        caption={heading}
        captionHidden
        columns={columns}
        rows={data?.Items ?? []}
        rowKey={rowKey}
        loading={isLoading || (isFetching && !data)}
        error={isError ? loadError : undefined}
        onRetry={() => void refetch()}
        empty={search ? intl.formatMessage({ id: 'admin.resourceList.noMatch' }, { search }) : empty}
      />
      {data && data.PageCount > 1 && <Pagination page={page} pageCount={data.PageCount} onPageChange={(p) => setPaging({ search, page: p })} />}
    </div>
  );
}
