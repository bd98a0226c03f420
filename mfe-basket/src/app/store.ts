import { createRemoteStore } from 'shared-kernel';
import { basketApi } from './api';

export const { setupStore, getStore } = createRemoteStore(basketApi);
export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
