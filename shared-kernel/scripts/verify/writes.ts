import { OPERATIONS, OPERATION_NAMES, type OperationName, type OperationSpec } from '../../src/contract/operations';
import { READ_RECIPES } from './recipes';
import type { Caller, RunState } from './run';

/* eslint-disable @typescript-eslint/no-explicit-any -- the trips read answers the run has already checked against their schemas */

/**
 * The --write round trips: each writes and then restores what it changed (or writes a value back
 * unchanged), so a run leaves the server's data as it found it. Traces a server keeps on purpose stay: an
 * impersonation session is logged (opened and ended), a ZIP package is kept for its hour.
 */
export interface WriteTrip {
  operations: OperationName[];
  run: (state: RunState) => Promise<void>;
}

const byRole = (state: RunState, ...roles: string[]) => state.callers.find((c) => roles.includes(c.role));
const answerOf = (state: RunState, op: OperationName, caller: Caller) => state.answers.get(op)?.get(caller.alias) as any;

function skipped(state: RunState, operation: OperationName, caller: Caller | undefined, note: string): void {
  state.rows.push({ operation, role: caller?.alias ?? '-', status: null, result: 'skipped', path: null, note });
}

/** PUT back what a GET answered: the admin's reference data, unchanged */
function sameBody(get: OperationName, put: OperationName, body: (a: any) => unknown): WriteTrip {
  return {
    operations: [put],
    run: async (state) => {
      const admin = byRole(state, 'Admin');
      const a = admin && answerOf(state, get, admin);
      if (!admin || !a) return skipped(state, put, admin, `no ${get} answer to write back`);
      await state.check(put, { params: { id: a.Id }, body: body(a) }, admin, { note: 'written back unchanged' });
    },
  };
}

/** a variant the customer may add once: in stock, enabled, not in the basket yet */
function orderableVariant(group: any): { productId: number; variantId: number } | null {
  for (const p of group?.Products ?? []) {
    for (const v of p.Variants ?? []) {
      if (['STOCK', 'STOCK2', 'NOS', 'OPB'].includes(v.StockStatus) && v.IsEnabled && v.IsAvailable && v.Stock > 0 && v.BasketAmount === 0) return { productId: p.Id, variantId: v.Id };
    }
  }
  return null;
}

export const WRITE_TRIPS: WriteTrip[] = [
  sameBody('getCountry', 'updateCountry', (a) => ({ IsAvailable: a.IsAvailable, Costs: a.Costs })),
  sameBody('getBranch', 'updateBranch', (a) => ({ Brands: a.Brands })),
  sameBody('getNotification', 'updateNotification', (a) => a),
  sameBody('getSizeChart', 'updateSizeChart', (a) => a),
  sameBody('getCoupon', 'updateCoupon', (a) => a),
  {
    operations: ['updateAccount'],
    run: async (state) => {
      for (const caller of state.callers) {
        const a = answerOf(state, 'getAccount', caller);
        if (!a) continue;
        const body = { FirstName: a.FirstName, LastName: a.LastName, Function: a.Function, PhoneNumber: a.PhoneNumber, Email: a.Email, SalesTakerCode: a.SalesTakerCode };
        await state.check('updateAccount', { body }, caller, { note: 'written back unchanged' });
      }
    },
  },
  {
    operations: ['addBasketItems', 'createDraft', 'deleteDraft', 'removeBasketItem', 'switchBasket'],
    run: async (state) => {
      const buyer = byRole(state, 'Klant', 'PersoneelKlant');
      const line = buyer ? orderableVariant(answerOf(state, 'getProductGroup', buyer)) : null;
      if (!buyer || !line) return skipped(state, 'addBasketItems', buyer, 'no orderable variant outside the basket');
      const added = await state.check('addBasketItems', { body: { products: [{ amount: 1, productVariantId: line.variantId, productId: line.productId }] } }, buyer);
      if (!added.ok || (added.body as any)?.Errors?.length) return;
      const draft = await state.check('createDraft', { body: { Name: `verify ${new Date().toISOString()}` } }, buyer);
      const draftId = (draft.body as any)?.Id;
      if (draftId) {
        await state.check('getDraft', { params: { id: draftId } }, buyer);
        await state.check('deleteDraft', { params: { id: draftId } }, buyer);
      }
      const basket = answerOf(state, 'getBasket', buyer);
      if (basket) {
        await state.check('switchBasket', { body: { isDropshipment: !basket.IsDropshipment } }, buyer);
        await state.check('switchBasket', { body: { isDropshipment: !!basket.IsDropshipment } }, buyer, { note: 'switched back' });
      }
      await state.check('removeBasketItem', { params: { productVariantId: line.variantId } }, buyer, { note: 'the added line removed' });
    },
  },
  {
    operations: ['impersonate', 'revertImpersonation'],
    run: async (state) => {
      const actor = byRole(state, 'Admin', 'Vertegenwoordiger');
      const customer = state.callers.find((c) => c.me.customerKey);
      if (!actor || !customer) return skipped(state, 'impersonate', actor, 'no admin or customer signed in');
      const imp = await state.check('impersonate', { query: { customerKey: customer.me.customerKey } }, actor);
      const token = (imp.body as any)?.AccessToken;
      if (!token) return;
      const acting = { ...actor, alias: `${actor.alias} as customer`, role: (imp.body as any).Role, token };
      await state.check('getAccount', {}, acting, { note: 'read while impersonating' });
      await state.check('revertImpersonation', {}, acting, { note: 'impersonation ended' });
    },
  },
  {
    operations: ['enableCustomerIsWatching', 'disableCustomerIsWatching'],
    run: async (state) => {
      const customer = byRole(state, 'Klant');
      if (!customer) return skipped(state, 'enableCustomerIsWatching', undefined, 'no customer signed in');
      const disable = () => state.check('disableCustomerIsWatching', { body: { Password: customer.password } }, customer);
      const enable = () => state.check('enableCustomerIsWatching', {}, customer);
      if (customer.me.customerIsWatching === 'true') {
        await disable();
        await enable();
      } else {
        await enable();
        await disable();
      }
    },
  },
  {
    operations: ['requestDownload', 'downloadFile'],
    run: async (state) => {
      const customer = byRole(state, 'Klant', 'PersoneelKlant', 'MarketingKlant');
      const rowId = customer && answerOf(state, 'listDownloads', customer)?.[0]?.Id;
      if (!customer || !rowId) return skipped(state, 'requestDownload', customer, 'no download row');
      const pack = await state.check('requestDownload', { params: { type: 'images' }, query: { resolution: 'low' }, body: [rowId] }, customer);
      const file = String((pack.body as any)?.Url ?? '').split('/').pop();
      if (file) await state.check('downloadFile', { params: { file } }, customer);
    },
  },
  {
    // every write refused to the roles outside its roles (unknown ids, empty bodies: nothing can change)
    operations: OPERATION_NAMES.filter((n) => OPERATIONS[n].method !== 'GET' && !(n in READ_RECIPES)),
    run: async (state) => {
      for (const name of OPERATION_NAMES) {
        const op: OperationSpec = OPERATIONS[name];
        if (op.method === 'GET' || name in READ_RECIPES || !Array.isArray(op.roles)) continue;
        for (const caller of state.callers) if (!(op.roles as readonly string[]).includes(caller.role)) await state.refuse(name, caller, { body: {} });
      }
    },
  },
];
