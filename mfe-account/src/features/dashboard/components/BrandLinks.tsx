import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, paths } from 'shared-kernel';
import { EmptyState, ErrorState, LoadingState } from 'shared-kernel';
import { useGetBrandsQuery } from '../api/getBrands';

/** Links to the shop filtered by each brand the customer may shop (customers and staff only). */
export function BrandLinks() {
  const intl = useIntl();
  const headingId = useId();
  const { data: brands, isLoading, isError, refetch } = useGetBrandsQuery();

  let content;
  if (isLoading) content = <LoadingState label={intl.formatMessage({ id: 'account.dashboard.brands.loading' })} />;
  else if (isError || !brands) content = <ErrorState message={intl.formatMessage({ id: 'account.dashboard.brands.error' })} onRetry={() => void refetch()} />;
  else if (brands.length === 0) content = <EmptyState message={intl.formatMessage({ id: 'account.dashboard.brands.empty' })} />;
  else
    content = (
      <ul className="ds-row" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {brands.map((b) => (
          <li key={b.Id}>
            <Link className="ds-button ds-button--secondary" to={paths.shopOverview.path({ Brands: b.Code })}>
              {b.Name}
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
