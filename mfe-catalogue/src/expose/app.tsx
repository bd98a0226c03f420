import { createParcel, preloadScreens } from 'shared-kernel';
import { AppRoutes, routes } from '../app/routes';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { getStore } from '../app/store';
import { prefetchShopList } from '../features/shop/prefetchShopList';

// the active locale's messages only, each locale a chunk of its own
// the address's screen loads from prepare on, and mount waits for it (preloadScreens)
const parcel = createParcel({ name: 'catalogue', App: AppRoutes, loadMessages: (locale) => import(`../i18n/${locale}.json`), getStore, preload: preloadScreens(routes), contractVersion: BUILT_CONTRACT_VERSION });

export const { prepare, bootstrap, mount, unmount, update, contractVersion } = parcel;

// loaded at a signed-in start on the shop overview: its list request goes out now, not after mounting
// (its screen's chunk: preloadScreens, from the shell's prepare on)
prefetchShopList(getStore(), window.location);
