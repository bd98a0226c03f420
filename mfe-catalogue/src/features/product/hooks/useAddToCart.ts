import type { AddItemsResponse, Product, Variant } from 'shared-kernel/contract';
import { emit, toast, toastPortalError } from 'shared-kernel';
import { useIntl } from 'react-intl';
import { useAddBasketItemsMutation } from '../../../api/basket';

/** Spec section 8: add-to-basket Errors are error toasts of 4 s. */
export const ADD_TOAST_MS = 4000;

export interface ChosenLine {
  product: Product;
  variant: Variant;
  amount: number;
}

/**
 * POST basket/addItems with the chosen amounts. No amount: the info toast of spec section 5. Each
 * Errors message: an error toast. Something added: `basket.changed` on the bus (header badge).
 * Resolves with the answer, or null when nothing was sent or the call failed.
 */
export function useAddToCart() {
  const intl = useIntl();
  const [addItems, { isLoading }] = useAddBasketItemsMutation();
  const add = async (lines: ChosenLine[], isDropshipment: boolean): Promise<AddItemsResponse | null> => {
    const chosen = lines.filter((l) => l.amount > 0);
    if (!chosen.length) {
      toast('info', intl.formatMessage({ id: 'catalogue.product.noAmounts' }), ADD_TOAST_MS);
      return null;
    }
    const result = await addItems({ body: { products: chosen.map((l) => ({ amount: l.amount, productVariantId: l.variant.Id, productId: l.product.Id })), isDropshipment } });
    if ('error' in result) {
      toastPortalError(result.error, intl.formatMessage({ id: 'catalogue.product.addFailed' }), ADD_TOAST_MS);
      return null;
    }
    const answer = result.data;
    for (const message of answer.Errors) toast('error', message, ADD_TOAST_MS);
    if (answer.Details.length) emit('basket.changed', {});
    return answer;
  };
  return { add, adding: isLoading };
}
