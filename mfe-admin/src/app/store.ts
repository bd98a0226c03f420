import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { resettable } from 'shared-kernel';
import { adminApi } from './api';

const combined = combineReducers({ [adminApi.reducerPath]: adminApi.reducer });
// Wrapped in a function: passing `combined` itself fails to type-check against resettable's parameter
// (its preloaded-state type is compared by variance); the behaviour is the same.
const rootReducer = resettable((state: Parameters<typeof combined>[0], action: UnknownAction) => combined(state, action));
export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (gDM) => gDM().concat(adminApi.middleware),
  });
}
export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

let store: AppStore | null = null;
/** The parcel's store, made once and kept across mounts. */
export function getStore(): AppStore {
  store ??= setupStore();
  return store;
}
