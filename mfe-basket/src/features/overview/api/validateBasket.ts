import { basketApi } from '../../../app/api';

/** answer of basket/validate: one text per line that cannot be ordered */
export interface ValidateBasketResult {
  Errors: string[];
}

/** POST basket/validate: checked before the overview goes on to checkout (spec section 4). */
export const validateBasketApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    validateBasket: build.mutation<ValidateBasketResult, void>({
      query: () => ({ url: 'basket/validate', method: 'POST', body: {} }),
    }),
  }),
});

export const { useValidateBasketMutation } = validateBasketApi;
