import type { ProductHit } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'shared-kernel';
import { imageUrl } from 'shared-kernel';
import { Notice, paths, Table, usePortal, type TableColumn } from 'shared-kernel';
import { PRODUCT_SEARCH_MIN, useSearchProductsQuery } from '../api/searchProducts';

/** How many hits the search page lists (the API's maximum). */
export const SEARCH_PAGE_TAKE = 100;

/** /search?search=…: the product hits for the text (at least 3 characters), each linking to its product. */
export function SearchPage() {
  const intl = useIntl();
  const { locale } = usePortal();
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const tooShort = search.length < PRODUCT_SEARCH_MIN;
  const { data, isFetching, isError, refetch } = useSearchProductsQuery({ search, take: SEARCH_PAGE_TAKE, locale }, { skip: tooShort });
  const t = (id: string) => intl.formatMessage({ id });
  const columns: TableColumn<ProductHit>[] = [
    {
      id: 'name',
      header: t('catalogue.search.name'),
      cell: (h) => (
        <span className="ds-row" style={{ flexWrap: 'nowrap' }}>
          {h.Thumbnail && <img src={imageUrl(h.Thumbnail, 48)} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />}
          <Link to={paths.productDetail.path({ id: h.Id })}>{h.Name}</Link>
        </span>
      ),
    },
    { id: 'id', header: t('catalogue.search.id'), cell: (h) => h.Id },
    { id: 'erpId', header: t('catalogue.search.erpId'), cell: (h) => h.ErpId },
    { id: 'brand', header: t('catalogue.search.brand'), cell: (h) => h.Brand },
  ];
  return (
    <div className="ds-page ds-stack">
      <h1>{tooShort ? <FormattedMessage id="catalogue.search.title" /> : <FormattedMessage id="catalogue.search.titleFor" values={{ search }} />}</h1>
      {tooShort ? (
        <Notice kind="info">
          <FormattedMessage id="catalogue.search.tooShort" values={{ min: PRODUCT_SEARCH_MIN }} />
        </Notice>
      ) : (
        <Table
          caption={t('catalogue.search.results')}
          captionHidden
          columns={columns}
          rows={data ?? []}
          rowKey={(h) => h.Id}
          loading={isFetching}
          error={isError ? t('catalogue.search.error') : undefined}
          onRetry={refetch}
          empty={t('catalogue.search.noResults')}
        />
      )}
    </div>
  );
}
