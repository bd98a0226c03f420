import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { resettable } from './resettable';

/**
 * How a store batches what it tells its subscribers of RTK Query's own actions (a request started,
 * answered). Every store of the portal, the shell's and each remote's, passes this to configureStore's
 * enhancers. RTK's default sends a batch from an animation frame callback, which runs inside the next
 * frame, so the renders an answer causes went into the frame of whatever the user was typing. In a task of
 * its own the batch waits behind input and the frame input asks for: an autosave's answer landing as a
 * size was typed in the 1,000-variant grid made that key's paint 2-5 ms later with the frame callback,
 * 0-1 ms with the task (issue 20, docs/performance-log.md).
 */
export const STORE_AUTO_BATCH = { type: 'timer', timeout: 0 } as const;

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
      enhancers: (gDE) => gDE({ autoBatch: STORE_AUTO_BATCH }),
    });
  }

  let store: ReturnType<typeof setupStore> | null = null;
  function getStore() {
    store ??= setupStore();
    return store;
  }
  return { setupStore, getStore };
}
