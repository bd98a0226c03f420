import { useRef, useState } from 'react';
import type { PreOrder } from 'shared-kernel/contract';
import { useAppDispatch } from '../../../app/hooks';
import { preordersApi } from '../../../app/api';
import { useAutosaver } from '../../../components/AutosaveProvider';
import { useUpdatePreOrderAsCustomerMutation, useUpdatePreOrderAsSalesMutation } from '../../../api/preOrder';

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

/** the newer of two known states of the pre-order: row versions only grow (another pre-order replaces it) */
const newer = (known: PreOrder, seen: PreOrder): PreOrder =>
  seen.Id !== known.Id || (seen.RowVersion ?? 0) >= (known.RowVersion ?? 0) ? seen : known;

/**
 * The header form of a pre-order with autosave. Edits change a local draft and schedule a save under one
 * key. Saves happen only on user edits, so nothing is sent on the first render. The draft follows the
 * server's pre-order whenever it is reloaded and no save is pending. A discount change reloads the
 * products and totals once it is saved.
 *
 * Optimistic concurrency (issue 6): every save carries the RowVersion of the latest known pre-order. The
 * payload is built when the save is sent, not when it is scheduled: saves of one key run one after
 * another, and each answer (the saved pre-order, one version higher) updates `known` before the next one
 * starts, so a user's own consecutive saves never conflict. A reload (the page's query) updates it too.
 * A 409 (another user saved first) fails like any save: the message for 5 s, then the page reloads.
 */
export function usePreOrderDraft(preOrder: PreOrder, mode: 'customer' | 'salesman') {
  const dispatch = useAppDispatch();
  const saver = useAutosaver();
  const [saveCustomer] = useUpdatePreOrderAsCustomerMutation();
  const [saveSales] = useUpdatePreOrderAsSalesMutation();
  const key = mode === 'customer' ? CUSTOMER_SAVE_KEY : SALES_SAVE_KEY;
  const [draft, setDraft] = useState(() => draftOf(preOrder));
  const [source, setSource] = useState(preOrder);
  const latest = useRef(draft);
  latest.current = draft;
  /** the latest known pre-order (its RowVersion goes with the next save): from the page's query and from save answers */
  const known = useRef(preOrder);
  known.current = newer(known.current, preOrder);
  const discountChanged = useRef(false);

  if (source !== preOrder) {
    setSource(preOrder);
    if (!saver.isPending(key)) setDraft(draftOf(preOrder));
  }

  /** sends the current draft based on the latest known version, and remembers the answer */
  const save = async () => {
    const d = latest.current;
    const base = {
      Id: known.current.Id,
      Address: d.Address,
      OrderReference: d.OrderReference,
      PreOrderDiscount: d.PreOrderDiscount,
      CustomerComment: d.CustomerComment,
      EarlyShipmentAllowed: d.EarlyShipmentAllowed,
      InternalCustomerReference: d.InternalCustomerReference,
      RowVersion: known.current.RowVersion,
    };
    const saved =
      mode === 'customer'
        ? await saveCustomer({ params: { id: base.Id }, body: base }).unwrap()
        : await saveSales({ params: { id: base.Id }, body: { ...base, ForecastsAndHistoryVisible: d.ForecastsAndHistoryVisible, InternalComment: d.InternalComment } }).unwrap();
    known.current = newer(known.current, saved);
  };

  const change = <F extends DraftField>(field: F, value: PreOrderDraft[F]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setDraft(next);
    if (field === 'PreOrderDiscount') discountChanged.current = true;
    saver.schedule(key, saveDelay(mode, field), async () => {
      const reloadProducts = discountChanged.current;
      discountChanged.current = false;
      await save();
      if (reloadProducts) dispatch(preordersApi.util.invalidateTags(['PreOrderProducts', 'PreOrderTotals']));
    });
  };

  return { draft, change };
}
