import type { PreOrderListQuery } from '../../../api/preOrder';

/** Spec section 9: the pre-order overviews show 12 rows per page. */
export const OVERVIEW_PAGE_SIZE = 12;

/**
 * The query of listPreOrders and listForecastedPreOrders for an overview: 12 rows per page, empty values left
 * out so that the URL carries only what is set (list values comma-separated, switches 'true'/'false').
 */
export function listQuery(args: PreOrderListQuery): PreOrderListQuery {
  const query: Record<string, unknown> = { PageSize: OVERVIEW_PAGE_SIZE };
  for (const [key, value] of Object.entries(args)) if (value !== undefined && value !== '') query[key] = value;
  return query as PreOrderListQuery;
}
