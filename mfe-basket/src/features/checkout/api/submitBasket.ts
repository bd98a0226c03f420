import type { SubmitBasket } from 'shared-kernel/contract';
import { toPortalError, type PortalError, type PortalRequest } from 'shared-kernel';
import { basketApi } from '../../../app/api';

/** The answer of basket/submit (contract SubmitBasketResponseSchema). */
export interface SubmitBasketResponse {
  axId: string;
  gtmObject: Record<string, unknown>;
}

function hasModelState(v: unknown): boolean {
  return typeof v === 'object' && v !== null && 'ModelState' in v && !!(v as { ModelState: unknown }).ModelState;
}

/**
 * POST basket/submit with the checkout data. Spec section 4: a status above 300 is a failure, and so is
 * an answer that carries ModelState (whatever its status); both come back as a PortalError.
 */
export const submitBasketApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    submitBasket: build.mutation<SubmitBasketResponse, SubmitBasket>({
      async queryFn(body, _api, _extra, baseQuery) {
        const request: PortalRequest = { url: 'basket/submit', method: 'POST', body };
        const result = await baseQuery(request);
        if (result.error) return { error: result.error as PortalError };
        if (hasModelState(result.data)) return { error: toPortalError(200, 'OK', result.data) };
        return { data: result.data as SubmitBasketResponse };
      },
    }),
  }),
});

export const { useSubmitBasketMutation } = submitBasketApi;
