import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { RESET_ACTION } from '../parcel/types';
import { createRemoteStore } from './remoteStore';

// a stand-in for an RTK Query api: a counter under its reducerPath, and a middleware that counts actions
const seen: string[] = [];
const api = {
  reducerPath: 'demoApi' as const,
  reducer: (state: { n: number } = { n: 0 }, action: UnknownAction) => (action.type === 'inc' ? { n: state.n + 1 } : state),
  middleware: (() => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  }) as Middleware,
};

describe('createRemoteStore', () => {
  it('keeps the api state under its reducerPath and runs its middleware', () => {
    const store = createRemoteStore(api).setupStore();
    store.dispatch({ type: 'inc' });
    expect(store.getState()).toEqual({ demoApi: { n: 1 } });
    expect(seen).toContain('inc');
  });

  it('drops everything on the shell\'s reset action (session changed)', () => {
    const store = createRemoteStore(api).setupStore({ demoApi: { n: 5 } });
    store.dispatch({ type: RESET_ACTION });
    expect(store.getState()).toEqual({ demoApi: { n: 0 } });
  });

  it('getStore makes the parcel store once', () => {
    const { getStore } = createRemoteStore(api);
    expect(getStore()).toBe(getStore());
  });
});
