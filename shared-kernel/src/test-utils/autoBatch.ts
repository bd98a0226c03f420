import { SHOULD_AUTOBATCH, type Store } from '@reduxjs/toolkit';

/**
 * Subscribes a mock to `store`, then dispatches an action of `type` marked as RTK Query marks its pending
 * and fulfilled actions (SHOULD_AUTOBATCH), so the store's autoBatch enhancer batches its notice. Answers
 * the mock: a test of a store's batching checks when it is called.
 */
export function dispatchAutoBatched(store: Pick<Store, 'dispatch' | 'subscribe'>, type: string): jest.Mock {
  const notified = jest.fn();
  store.subscribe(notified);
  store.dispatch({ type, meta: { [SHOULD_AUTOBATCH]: true } });
  return notified;
}
