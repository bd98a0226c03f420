import { useEffect, useState } from 'react';

/** One amount of the list: the colour product it belongs to and how many. */
export interface FastOrderAmount {
  productId: number;
  amount: number;
}

/** A chosen product group: its id, its name (for toasts and headings) and the amounts per variant id. */
export interface FastOrderEntry {
  id: number;
  name: string;
  amounts: Record<string, FastOrderAmount>;
}

const read = (key: string): FastOrderEntry[] => {
  try {
    const raw = window.sessionStorage.getItem(key);
    const v: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(v) ? (v as FastOrderEntry[]).filter((e) => typeof e?.id === 'number' && typeof e.name === 'string' && typeof e.amounts === 'object') : [];
  } catch {
    return [];
  }
};

/**
 * The fast-order list in component state, mirrored to sessionStorage under `storageKey` so that a
 * reload of the tab keeps it (the key carries the user, so another sign-in starts empty).
 */
export function useFastOrderList(storageKey: string) {
  const [entries, setEntries] = useState<FastOrderEntry[]>(() => read(storageKey));

  useEffect(() => {
    try {
      if (entries.length) window.sessionStorage.setItem(storageKey, JSON.stringify(entries));
      else window.sessionStorage.removeItem(storageKey);
    } catch {
      // storage full or unavailable: the list still lives in state
    }
  }, [entries, storageKey]);

  const update = (id: number, f: (e: FastOrderEntry) => FastOrderEntry) => setEntries((all) => all.map((e) => (e.id === id ? f(e) : e)));

  return {
    entries,
    has: (id: number) => entries.some((e) => e.id === id),
    /** newest on top */
    add: (id: number, name: string) => setEntries((all) => (all.some((e) => e.id === id) ? all : [{ id, name, amounts: {} }, ...all])),
    remove: (id: number) => setEntries((all) => all.filter((e) => e.id !== id)),
    clearAll: () => setEntries([]),
    clearSizes: (id: number) => update(id, (e) => ({ ...e, amounts: {} })),
    setAmount: (id: number, productId: number, variantId: number, amount: number) =>
      update(id, (e) => {
        const amounts = { ...e.amounts };
        if (amount > 0) amounts[variantId] = { productId, amount };
        else delete amounts[variantId];
        return { ...e, amounts };
      }),
    /** does any entry hold an amount of this variant? */
    hasVariant: (variantId: number) => entries.some((e) => String(variantId) in e.amounts),
    /**
     * bulk entry: amounts of resolved lines; a group not in the list yet is added on top, the amount of
     * a variant already in the list is replaced
     */
    addLines: (lines: { groupId: number; name: string; productId: number; variantId: number; amount: number }[]) =>
      setEntries((all) => {
        let next = all;
        for (const l of lines) {
          if (!next.some((e) => e.id === l.groupId)) next = [{ id: l.groupId, name: l.name, amounts: {} }, ...next];
          next = next.map((e) => (e.id === l.groupId ? { ...e, amounts: { ...e.amounts, [l.variantId]: { productId: l.productId, amount: l.amount } } } : e));
        }
        return next;
      }),
    /** clears the amounts of these variants in every entry (after they went to the basket) */
    clearVariants: (variantIds: number[]) => {
      const gone = new Set(variantIds.map(String));
      setEntries((all) => all.map((e) => ({ ...e, amounts: Object.fromEntries(Object.entries(e.amounts).filter(([v]) => !gone.has(v))) })));
    },
  };
}

export type FastOrderList = ReturnType<typeof useFastOrderList>;
