import { useAppDispatch } from '../../../app/hooks';
import { catalogueEndpoints, type GetProductGroupArgs } from '../../../api/catalogue';

/**
 * After an add: GET product/{id} of each touched colour and patch its sizes in the product detail
 * (stock and BasketAmount changed). The colour keeps its own set of sizes (stockOnly may have filtered
 * them); a failed refresh leaves the page as it is.
 */
export function useRefreshProducts(args: GetProductGroupArgs) {
  const dispatch = useAppDispatch();
  return async (productIds: number[]) => {
    await Promise.all(
      [...new Set(productIds)].map(async (id) => {
        const sub = dispatch(catalogueEndpoints.endpoints.getProduct.initiate({ params: { id } }, { forceRefetch: true }));
        try {
          const fresh = await sub.unwrap();
          const byId = new Map(fresh.Variants.map((v) => [v.Id, v]));
          dispatch(
            catalogueEndpoints.util.updateQueryData('getProductGroup', args, (draft) => {
              const p = draft.Products.find((x) => x.Id === id);
              if (p) p.Variants = p.Variants.map((v) => byId.get(v.Id) ?? v);
            }),
          );
        } catch {
          // keep what the page shows
        } finally {
          sub.unsubscribe();
        }
      }),
    );
  };
}
