import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, EmptyState, ErrorState, LoadingState, imageUrl, paths } from 'shared-kernel';
import { useListBrandsQuery } from '../../../api/brand';
import styles from './BrandLinks.module.css';

/** Spec section 9: logos are 170 x 79. */
export const BRAND_LOGO = { width: 170, height: 79 } as const;

/** Links to the shop filtered by each brand the customer may shop, shown as the brand's logo (customers and staff only). */
export function BrandLinks() {
  const intl = useIntl();
  const headingId = useId();
  const { data: brands, isLoading, isError, refetch } = useListBrandsQuery({ query: { filterOnBranch: 'true' } });

  let content;
  if (isLoading) content = <LoadingState label={intl.formatMessage({ id: 'account.dashboard.brands.loading' })} />;
  else if (isError || !brands) content = <ErrorState message={intl.formatMessage({ id: 'account.dashboard.brands.error' })} onRetry={() => void refetch()} />;
  else if (brands.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'account.dashboard.brands.empty' })} />;
  else
    content = (
      <ul className={`ds-row ${styles.list}`}>
        {brands.map((b) => (
          <li key={b.Id}>
            {/* the logo is the link's text: its alt is the brand's name */}
            <Link className={styles.link}
              to={paths.shopOverview.path({ Brands: b.Code })}
            >
              <img className={styles.logo} src={imageUrl(b.Logo, BRAND_LOGO.width, BRAND_LOGO.height)} alt={b.Name} width={BRAND_LOGO.width} height={BRAND_LOGO.height} loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="ds-card ds-stack ds-stack--tight" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="account.dashboard.brands.title" />
      </h2>
      {content}
    </section>
  );
}
