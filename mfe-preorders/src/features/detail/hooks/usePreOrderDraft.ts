import { useRef, useState } from 'react';
import type { PreOrder } from 'shared-kernel/contract';
import { useAppDispatch } from '../../../app/hooks';
import { preordersApi } from '../../../app/api';
import { useAutosaver } from '../../autosave/AutosaveProvider';
import { useUpdatePreOrderCustomerMutation } from '../api/updatePreOrderCustomer';
import { useUpdatePreOrderSalesMutation } from '../api/updatePreOrderSales';

/** The editable fields of a pre-order's header (spec section 7, sales update payload without Id). */
export interface PreOrderDraft {
  Address: number | null;
  InternalCustomerReference: string;
  OrderReference: string;
  PreOrderDiscount: number;
  CustomerComment: string | null;
  EarlyShipmentAllowed: boolean;
  ForecastsAndHistoryVisible: boolean;
  InternalComment: string | null;
}
export type DraftField = keyof PreOrderDraft;

/** Spec section 4: customer edits save after 500 ms; salesman comments, forecasts and early shipment too. */
export const AUTOSAVE_DEBOUNCE_MS = 500;
/** one key per payload kind: the latest full payload wins */
export const CUSTOMER_SAVE_KEY = 'preorder:customer';
export const SALES_SAVE_KEY = 'preorder:sales';

const SALES_DEBOUNCED: readonly DraftField[] = ['InternalComment', 'CustomerComment', 'ForecastsAndHistoryVisible', 'EarlyShipmentAllowed'];

export const draftOf = (p: PreOrder): PreOrderDraft => ({
  Address: p.Address,
  InternalCustomerReference: p.InternalCustomerReference ?? '',
  OrderReference: p.OrderReference ?? '',
  PreOrderDiscount: p.PreOrderDiscount,
  CustomerComment: p.CustomerComment,
  EarlyShipmentAllowed: p.EarlyShipmentAllowed,
  ForecastsAndHistoryVisible: p.ForecastsAndHistoryVisible,
  InternalComment: p.InternalComment,
});

/** How long an edit of `field` waits before it is saved (spec section 4, Autosave). */
export function saveDelay(mode: 'customer' | 'salesman', field: DraftField): number {
  if (mode === 'customer') return field === 'Address' ? 0 : AUTOSAVE_DEBOUNCE_MS;
  return SALES_DEBOUNCED.includes(field) ? AUTOSAVE_DEBOUNCE_MS : 0;
}

/**
 * The header form of a pre-order with autosave. Edits change a local draft and schedule the full
 * payload (customer or sales update) under one key. Saves happen only on user edits, so nothing is sent
 * on the first render. The draft follows the server's pre-order whenever it is reloaded and no save is
 * pending. A discount change reloads the products and totals once it is saved.
 */
export function usePreOrderDraft(preOrder: PreOrder, mode: 'customer' | 'salesman') {
  const dispatch = useAppDispatch();
  const saver = useAutosaver();
  const [saveCustomer] = useUpdatePreOrderCustomerMutation();
  const [saveSales] = useUpdatePreOrderSalesMutation();
  const key = mode === 'customer' ? CUSTOMER_SAVE_KEY : SALES_SAVE_KEY;
  const [draft, setDraft] = useState(() => draftOf(preOrder));
  const [source, setSource] = useState(preOrder);
  const latest = useRef(draft);
  latest.current = draft;
  const discountChanged = useRef(false);

  if (source !== preOrder) {
    setSource(preOrder);
    if (!saver.isPending(key)) setDraft(draftOf(preOrder));
  }

  const change = <F extends DraftField>(field: F, value: PreOrderDraft[F]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setDraft(next);
    if (field === 'PreOrderDiscount') discountChanged.current = true;
    const base = {
      Id: preOrder.Id,
      Address: next.Address,
      OrderReference: next.OrderReference,
      PreOrderDiscount: next.PreOrderDiscount,
      CustomerComment: next.CustomerComment,
      EarlyShipmentAllowed: next.EarlyShipmentAllowed,
      InternalCustomerReference: next.InternalCustomerReference,
    };
    saver.schedule(key, saveDelay(mode, field), async () => {
      const reloadProducts = discountChanged.current;
      discountChanged.current = false;
      if (mode === 'customer') await saveCustomer(base).unwrap();
      else await saveSales({ ...base, ForecastsAndHistoryVisible: next.ForecastsAndHistoryVisible, InternalComment: next.InternalComment }).unwrap();
      if (reloadProducts) dispatch(preordersApi.util.invalidateTags(['PreOrderProducts', 'PreOrderTotals']));
    });
  };

  return { draft, change };
}
