import type { ProductHit } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, Link, LoadingState, Notice, imageUrl, usePortal, useSearchParams, paths } from 'shared-kernel';
import { PRODUCT_SEARCH_MIN, useProductGroupAutocompleteQuery } from '../../../api/catalogue';
import styles from './SearchPage.module.css';

/** How many hits the search page lists (the API's maximum). */
export const SEARCH_PAGE_TAKE = 100;

/** Spec section 9: thumbnails are 250 x 250; the search results show their products at that size. */
export const THUMBNAIL = 250;

/** One hit: its thumbnail and name link to the product; Id, ErpId and brand under it (spec section 2). */
function Hit({ hit, labels }: { hit: ProductHit; labels: { id: string; erpId: string; brand: string } }) {
  return (
    <li className={`ds-card ds-stack ds-stack--tight ${styles.hit}`}>
      <Link to={paths.productDetail.path({ id: hit.Id })} className={`ds-stack ds-stack--tight ${styles.hitLink}`}>
        {hit.Thumbnail ? (
          <img
            src={imageUrl(hit.Thumbnail, THUMBNAIL, THUMBNAIL)}
            alt=""
            width={THUMBNAIL}
            height={THUMBNAIL}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span aria-hidden="true" className={styles.placeholder} />
        )}
        {hit.Name}
      </Link>
      <dl className={`ds-muted ${styles.facts}`}>
        <dt>{labels.brand}</dt>
        <dd className={styles.fact}>{hit.Brand}</dd>
        <dt>{labels.erpId}</dt>
        <dd className={styles.fact}>{hit.ErpId}</dd>
        <dt>{labels.id}</dt>
        <dd className={styles.fact}>{hit.Id}</dd>
      </dl>
    </li>
  );
}

/**
 * /search?search=…: the product hits for the text (at least 3 characters) as a grid of cards with their
 * 250 x 250 thumbnail, each linking to its product.
 */
export function SearchPage() {
  const intl = useIntl();
  const { locale } = usePortal();
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const tooShort = search.length < PRODUCT_SEARCH_MIN;
  const { data, isFetching, isError, refetch } = useProductGroupAutocompleteQuery({ query: { search, take: SEARCH_PAGE_TAKE }, locale }, { skip: tooShort });
  const t = (id: string) => intl.formatMessage({ id });
  const labels = { id: t('catalogue.search.id'), erpId: t('catalogue.search.erpId'), brand: t('catalogue.search.brand') };
  let results;
  if (isFetching) results = <LoadingState />;
  else if (isError) results = <ErrorState message={t('catalogue.search.error')} onRetry={refetch} />;
  else if (!data?.length) results = <EmptyState message={t('catalogue.search.noResults')} />;
  else
    results = (
      <ul className={`ds-grid ${styles.grid}`} aria-label={t('catalogue.search.results')}>
        {data.map((h) => (
          <Hit key={h.Id} hit={h} labels={labels} />
        ))}
      </ul>
    );
  return (
    <div className="ds-page ds-stack">
      <h1>{tooShort ? <FormattedMessage id="catalogue.search.title" /> : <FormattedMessage id="catalogue.search.titleFor" values={{ search }} />}</h1>
      {tooShort ? (
        <Notice kind="info">
          <FormattedMessage id="catalogue.search.tooShort" values={{ min: PRODUCT_SEARCH_MIN }} />
        </Notice>
      ) : (
        results
      )}
    </div>
  );
}
