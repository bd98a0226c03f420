import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, ErrorState, LoadingState, Pagination, Select, roleFlags, useNavigate, usePortal, useSearchParams } from 'shared-kernel';
import { useListProductGroupsQuery } from '../../../api/catalogue';
import { useSavedShopFilters } from '../hooks/useSavedShopFilters';
import {
  PAGE_SIZES,
  hasFilters,
  readShopQuery,
  requestParams,
  toSearch,
  withFilter,
  withPage,
  withPageSize,
  withoutFilters,
  type FilterName,
} from '../lib/shopQuery';
import { ProductCard, type CardTexts } from './ProductCard';
import { ShopBanner } from './ShopBanner';
import { ShopFilters } from './ShopFilters';
import styles from './ShopOverviewPage.module.css';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }));

/**
 * /customer/shop/overview (spec section 2, ShopOverview): the product grid with the side filters,
 * the Webshop banner, page size and pagination. The URL is the state: every change navigates to a
 * new query (so back/forward restore it), the request derives from the query, and the query is kept
 * as the saved shop filters for the header's continue-shopping link.
 */
export function ShopOverviewPage() {
  const intl = useIntl();
  const { locale, session } = usePortal();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = toSearch(params);
  const query = useMemo(() => readShopQuery(new URLSearchParams(search)), [search]);
  useSavedShopFilters(search);

  const { data, currentData, isFetching, isError, refetch } = useListProductGroupsQuery({ query: requestParams(query), locale });

  const go = useCallback((next: URLSearchParams) => navigate({ search: `?${toSearch(next)}` }), [navigate]);
  const current = () => new URLSearchParams(search);
  const onFilter = (name: FilterName, value: string[] | boolean) => go(withFilter(current(), name, value));
  const onClear = () => go(withoutFilters(current()));

  const flags = useMemo(() => roleFlags(session), [session]);
  const t = (id: string) => intl.formatMessage({ id });
  const texts: CardTexts = useMemo(
    () => ({
      model: intl.formatMessage({ id: 'catalogue.shop.card.model' }),
      colours: intl.formatMessage({ id: 'catalogue.shop.card.colours' }),
      from: intl.formatMessage({ id: 'catalogue.shop.card.from' }),
      was: intl.formatMessage({ id: 'catalogue.shop.card.was' }),
      onRequest: intl.formatMessage({ id: 'catalogue.shop.card.onRequest' }),
      noImage: intl.formatMessage({ id: 'catalogue.shop.card.noImage' }),
    }),
    [intl],
  );
  const anyChosen = hasFilters(query);
  const symbol = session?.customerCurrencySymbol || '€';

  let results;
  if (currentData) {
    results =
      currentData.Items.length === 0 ? (
        <EmptyState
          message={t('catalogue.shop.empty')}
          action={
            anyChosen && (
              <Button variant="primary" onClick={onClear}>
                {t('catalogue.shop.clearFilters')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <ul className={`ds-grid ${styles.grid}`} aria-label={t('catalogue.shop.products')}>
            {currentData.Items.map((item) => (
              <li key={item.Id} className={styles.cardCell}>
                <ProductCard item={item} flags={flags} locale={locale} currencySymbol={symbol} texts={texts} />
              </li>
            ))}
          </ul>
          <div className="ds-row ds-row--end">
            <Pagination page={query.Page} pageCount={currentData.PageCount} onPageChange={(p) => go(withPage(current(), p))} />
          </div>
        </>
      );
  } else if (isError && !isFetching) {
    results = <ErrorState message={t('catalogue.shop.error')} onRetry={refetch} />;
  } else {
    results = <LoadingState label={t('catalogue.shop.loading')} />;
  }

  return (
    <div className="ds-page ds-stack">
      <h1 className={styles.title}>
        <FormattedMessage id="catalogue.shop.title" />
      </h1>
      <ShopBanner />
      <div className={`ds-row ${styles.layout}`}>
        <aside className={styles.filters}>
          <ShopFilters query={query} groups={data?.Filters} onChange={onFilter} onClear={onClear} anyChosen={anyChosen} />
        </aside>
        <section className={`ds-stack ${styles.results}`} aria-busy={isFetching} aria-label={t('catalogue.shop.results')}>
          <div className="ds-row ds-row--between">
            <p className={`ds-muted ${styles.flat}`} aria-live="polite">
              {currentData && <FormattedMessage id="catalogue.shop.count" values={{ count: currentData.Totalcount }} />}
            </p>
            <Select
              label={t('catalogue.shop.pageSize')}
              variant="dropdown"
              options={PAGE_SIZE_OPTIONS}
              value={String(query.pageSize)}
              onChange={(v) => go(withPageSize(current(), Number(v)))}
              className="ds-row"
            />
          </div>
          {results}
        </section>
      </div>
    </div>
  );
}
