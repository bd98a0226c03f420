import { createRemoteStore } from 'shared-kernel';
import { catalogueApi } from './api';

export const { setupStore, getStore } = createRemoteStore(catalogueApi);
export type AppStore = ReturnType<typeof setupStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
