import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { shellApi } from './api';
import { sessionSlice } from '../features/auth/sessionSlice';

const rootReducer = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [shellApi.reducerPath]: shellApi.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (gDM) => gDM().concat(shellApi.middleware),
  });
}
export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
