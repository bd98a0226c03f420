import { EmptyState, ErrorState, Link, LoadingState, isPortalError, paths, useParams, usePortal, useSearchParams } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetProductGroupQuery, type GetProductGroupArgs } from '../../../api/catalogue';
import { ProductDetail } from './ProductDetail';

/**
 * /{locale}/customer/shop/product/:id?color&stockOnly (ProductDetailview): loads the product group
 * (GET productgroup/{id}?color&stockOnly) and shows it, or the loading, not-found and error states.
 */
export function ProductDetailPage() {
  const intl = useIntl();
  const { locale } = usePortal();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const color = params.get('color') || undefined;
  const stockOnly = params.get('stockOnly') === 'true';
  const args: GetProductGroupArgs = { params: { id }, query: { color, stockOnly: stockOnly ? 'true' : undefined }, locale };
  const { data, error, isLoading, isFetching, refetch } = useGetProductGroupQuery(args, { skip: !valid });

  const notFound = !valid || (isPortalError(error) && error.status === 404);
  if (notFound) {
    return (
      <div className="ds-page">
        <EmptyState
          message={<FormattedMessage id="catalogue.product.notFound" />}
          action={
            <Link className="ds-button ds-button--primary" to={paths.shopOverview.path()}>
              <FormattedMessage id="catalogue.product.backToShop" />
            </Link>
          }
        />
      </div>
    );
  }
  if (isLoading || (!data && isFetching)) {
    return (
      <div className="ds-page">
        <LoadingState label={intl.formatMessage({ id: 'catalogue.product.loading' })} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="ds-page">
        <ErrorState message={<FormattedMessage id="catalogue.product.error" />} onRetry={refetch} />
      </div>
    );
  }
  // a new product or colour choice starts with fresh amounts and open lines (stockOnly keeps them)
  return <ProductDetail key={`${data.Id}-${color ?? ''}`} group={data} args={args} />;
}
