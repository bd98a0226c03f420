import { createRemoteStore } from 'shared-kernel';
import { preordersApi } from './api';

export const { setupStore, getStore } = createRemoteStore(preordersApi);
export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
