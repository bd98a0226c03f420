import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { resettable } from './resettable';

/** What a remote's RTK Query api brings to its store. */
interface ApiSlice<Path extends string, S> {
  reducerPath: Path;
  reducer: Reducer<S, UnknownAction>;
  middleware: Middleware;
}

/**
 * A remote's store (ARCHITECTURE section 3): its one RTK Query api, reset by the shell's reset action
 * (session changed). `setupStore(preloaded)` makes a fresh store (tests); `getStore()` is the parcel's
 * store, made once and kept across mounts.
 */
export function createRemoteStore<Path extends string, S>(api: ApiSlice<Path, S>) {
  type State = Record<Path, S>;
  // combineReducers cannot type a computed key; the state is exactly { [reducerPath]: api state }
  const combined = combineReducers({ [api.reducerPath]: api.reducer }) as unknown as Reducer<State, UnknownAction, Partial<State> | undefined>;
  const rootReducer = resettable<State>(combined);

  function setupStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
    return configureStore({
      reducer: rootReducer,
      preloadedState,
      middleware: (gDM) => gDM().concat(api.middleware),
    });
  }

  let store: ReturnType<typeof setupStore> | null = null;
  function getStore() {
    store ??= setupStore();
    return store;
  }
  return { setupStore, getStore };
}
