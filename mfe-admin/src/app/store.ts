import { createRemoteStore } from 'shared-kernel';
import { adminApi } from './api';

export const { setupStore, getStore } = createRemoteStore(adminApi);
export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
