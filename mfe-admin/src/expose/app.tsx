import { createParcel, preloadScreens } from 'shared-kernel';
import { AppRoutes, routes } from '../app/routes';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { getStore } from '../app/store';

// the active locale's messages only, each locale a chunk of its own
// the address's screen loads from prepare on, and mount waits for it (preloadScreens)
const parcel = createParcel({ name: 'admin', App: AppRoutes, loadMessages: (locale) => import(`../i18n/${locale}.json`), getStore, preload: preloadScreens(routes), contractVersion: BUILT_CONTRACT_VERSION });

export const { prepare, bootstrap, mount, unmount, update, contractVersion } = parcel;
