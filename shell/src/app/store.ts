import { combineSlices, configureStore, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { STORE_AUTO_BATCH } from 'shared-kernel';
import type { shellApi } from './api';
import { sessionSlice } from './sessionSlice';

/**
 * The shell's store: the session, and the shell's RTK Query api once a page that calls it loads (app/api.ts
 * injects its reducer and middleware: the registration page and the signed-in frame). /login's first
 * load carries no RTK Query (its calls are plain requests, features/auth/accountCalls.ts).
 */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<WithSlice<typeof shellApi>>();
export const dynamicMiddleware = createDynamicMiddleware();
export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (gDM) => gDM().concat(dynamicMiddleware.middleware),
    enhancers: (gDE) => gDE({ autoBatch: STORE_AUTO_BATCH }),
  });
}
export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
