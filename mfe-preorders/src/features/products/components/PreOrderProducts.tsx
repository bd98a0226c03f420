import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, ErrorState, LoadingState, Pagination, TextInput, roleFlags, usePortal } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { MARKETING_PAGE_SIZE, PRODUCTS_PAGE_SIZE, preOrderApi, useListPreOrderMarketingProductGroupsQuery, useListPreOrderProductGroupsQuery } from '../../../api/preOrder';
import { useAppDispatch } from '../../../app/hooks';
import { useAutosaver } from '../../../components/AutosaveProvider';
import { isAmountKey } from '../../../lib/rules';
import { scrollToElement } from '../lib/scrollToList';
import { GroupList, useCollapsed } from './GroupList';
import styles from './PreOrderProducts.module.css';

export interface PreOrderProductsProps {
  preOrder: PreOrder;
  /** closed, deadline expired, or disabled by the concurrency notice */
  readOnly: boolean;
  mode: 'customer' | 'salesman';
}

/**
 * The product section of the pre-order detail page (spec section 2): products with search,
 * amounts-only, expand/collapse all, pagination top and bottom; then the marketing products. (The bulk
 * entry is one of the page's secondary sections.)
 */
export function PreOrderProducts({ preOrder, readOnly, mode }: PreOrderProductsProps) {
  const { session } = usePortal();
  const flags = roleFlags(session);
  // spec section 6: marketing users see no prices and (mock-api: not an editor) cannot change amounts
  const showPrices = !flags.isMarketing;
  const locked = readOnly || flags.isMarketing;
  const currencySymbol = session?.customerCurrencySymbol || '€';
  const common = { preOrderId: preOrder.Id, locked, mode, showPrices, currencySymbol };
  // The totals reload once the typed amounts are saved: a salesman types size after size, each saved 500 ms
  // after it was typed, and one reload (four calls, and the cards that show them) per size would run while
  // the next size is typed. A product's own totals follow each saved amount (api/preOrder.ts).
  const saver = useAutosaver();
  const dispatch = useAppDispatch();
  useEffect(() => saver.onSettled(isAmountKey, () => void dispatch(preOrderApi.util.invalidateTags(['PreOrderTotals']))), [saver, dispatch]);
  return (
    <div className="ds-stack">
      <ProductsSection {...common} />
      <MarketingSection {...common} />
    </div>
  );
}

interface SectionProps {
  preOrderId: number;
  locked: boolean;
  mode: 'customer' | 'salesman';
  showPrices: boolean;
  currencySymbol: string;
}

function ProductsSection(props: SectionProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [amountsOnly, setAmountsOnly] = useState(false);
  const { collapsed, onToggle, expandAll, collapseAll } = useCollapsed();
  const { data, isLoading, isError, isFetching, refetch } = useListPreOrderProductGroupsQuery({ params: { id: props.preOrderId }, query: { Page: page, PageSize: PRODUCTS_PAGE_SIZE, Search: search.trim() || undefined, AmountsOnly: amountsOnly ? 'true' : undefined } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };
  const groups = data?.Items ?? [];
  const pageCount = data?.PageCount ?? 0;
  const filtered = search !== '' || amountsOnly;
  // the list shrank under the current page (e.g. amounts-only after clearing amounts): go to its last page
  if (data && !isFetching && pageCount > 0 && page > pageCount) setPage(pageCount);
  const top = useRef<HTMLElement>(null);
  // spec section 9: the bottom pagination scrolls back to the list in 300 ms with an offset of -55
  const stopScroll = useRef<() => void>(() => undefined);
  useEffect(() => () => stopScroll.current(), []);
  const pagination = (where: 'top' | 'bottom') => (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(p) => {
        setPage(p);
        if (where === 'bottom' && top.current) {
          stopScroll.current();
          stopScroll.current = scrollToElement(top.current);
        }
      }}
      label={intl.formatMessage({ id: `preorders.products.pagination.${where}` })}
    />
  );

  return (
    <section ref={top} className="ds-stack" aria-labelledby="pre-order-products-title">
      <div className={styles.tools}>
        <div className={styles.heading}>
          <h2 id="pre-order-products-title" className={styles.title}>
            <FormattedMessage id="preorders.products.title" />
          </h2>
          {data && groups.length > 0 && (
            <p className={`ds-muted ${styles.flush}`}>
              <FormattedMessage id="preorders.products.count" values={{ count: data.TotalCount }} />
            </p>
          )}
        </div>
        <form role="search" className={styles.search} onSubmit={submit} aria-label={intl.formatMessage({ id: 'preorders.products.searchForm' })}>
          <TextInput fieldClassName={styles.searchField} label={intl.formatMessage({ id: 'preorders.products.search' })} value={text} onValueChange={setText} maxLength={200} type="search" />
          <Button type="submit" variant="primary">
            <FormattedMessage id="preorders.products.searchButton" />
          </Button>
        </form>
        <label className="ds-choice">
          <input
            type="checkbox"
            checked={amountsOnly}
            onChange={(e) => {
              setAmountsOnly(e.target.checked);
              setPage(1);
            }}
          />
          <FormattedMessage id="preorders.products.amountsOnly" />
        </label>
      </div>

      {isLoading ? (
        <LoadingState label={intl.formatMessage({ id: 'preorders.products.loading' })} />
      ) : isError && !data ? (
        <ErrorState message={intl.formatMessage({ id: 'preorders.products.loadError' })} onRetry={() => void refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: filtered ? 'preorders.products.noResults' : 'preorders.products.noProducts' })} />
      ) : (
        <div className="ds-stack" aria-busy={isFetching || undefined}>
          {/* expand/collapse all act on the listed groups: beside the top pagination */}
          <div className={styles.pager}>
            <div className={styles.expand}>
              <Button size="sm" onClick={expandAll}>
                <FormattedMessage id="preorders.products.expandAll" />
              </Button>
              <Button size="sm" onClick={() => collapseAll(groups.map((g) => g.Id))}>
                <FormattedMessage id="preorders.products.collapseAll" />
              </Button>
            </div>
            {pagination('top')}
          </div>
          <GroupList {...props} marketing={false} groups={groups} collapsed={collapsed} onToggle={onToggle} />
          {pagination('bottom')}
        </div>
      )}
    </section>
  );
}

function MarketingSection(props: SectionProps) {
  const intl = useIntl();
  const { collapsed, onToggle } = useCollapsed();
  const { data, isLoading, isError, refetch } = useListPreOrderMarketingProductGroupsQuery({ params: { id: props.preOrderId }, query: { Page: 1, PageSize: MARKETING_PAGE_SIZE } });
  const groups = data?.Items ?? [];
  return (
    <section className="ds-stack" aria-labelledby="pre-order-marketing-title">
      <h2 id="pre-order-marketing-title" className={styles.title}>
        <FormattedMessage id="preorders.products.marketingTitle" />
      </h2>
      {isLoading ? (
        <LoadingState label={intl.formatMessage({ id: 'preorders.products.marketingLoading' })} />
      ) : isError && !data ? (
        <ErrorState message={intl.formatMessage({ id: 'preorders.products.marketingLoadError' })} onRetry={() => void refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'preorders.products.noMarketingProducts' })} />
      ) : (
        <GroupList {...props} marketing groups={groups} collapsed={collapsed} onToggle={onToggle} />
      )}
    </section>
  );
}
