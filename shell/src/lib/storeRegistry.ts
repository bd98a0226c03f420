import { RESET_ACTION } from 'shared-kernel';

/** The stores the parcels handed to the shell (store injector prop). */
const stores = new Map<string, { dispatch: (action: { type: string }) => unknown }>();

export function registerStore(name: string, store: { dispatch: (action: { type: string }) => unknown }): void {
  stores.set(name, store);
}

/** Drops every remote's cached data (the session changed). */
export function resetRemoteStores(): void {
  stores.forEach((s) => s.dispatch({ type: RESET_ACTION }));
}

export function registeredStores(): string[] {
  return [...stores.keys()];
}
