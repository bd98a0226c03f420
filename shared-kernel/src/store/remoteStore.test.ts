import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { RESET_ACTION } from '../parcel/types';
import { dispatchAutoBatched } from '../test-utils/autoBatch';
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

  it("notifies RTK Query's batched actions from a task of their own, not from an animation frame", () => {
    jest.useFakeTimers();
    try {
      const store = createRemoteStore(api).setupStore();
      const notified = dispatchAutoBatched(store, 'inc');
      expect(store.getState()).toEqual({ demoApi: { n: 1 } });
      expect(notified).not.toHaveBeenCalled();
      // a timer of 0 ms runs; an animation frame (16 ms with fake timers) would not have yet
      jest.advanceTimersByTime(1);
      expect(notified).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('getStore makes the parcel store once', () => {
    const { getStore } = createRemoteStore(api);
    expect(getStore()).toBe(getStore());
  });
});
