import { createRemoteStore } from 'shared-kernel';
import { accountApi } from './api';

export const { setupStore, getStore } = createRemoteStore(accountApi);
export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
