// The client side of shared-kernel: what every browser package imports at run time. The contract's
// schemas live in `shared-kernel/contract` (zod; mock-api validates with them); browser packages
// import their types only.
export type * from './contract/index';
export { CONTRACT_VERSION, isContractCompatible } from './version';
export * from './session/session';
export * from './locale/locale';
export * from './format/money';
export * from './format/date';
export * from './format/dateInput';
export * from './format/image';
export * from './format/colour';
export * from './bus/bus';
export * from './util/debounce';
export * from './util/useDebouncedValue';
export * from './util/useSearchText';
export * from './online/online';
export * from './util/files';
export * from './util/orderLines';
export * from './util/useOrderLinesInput';
export * from './api/runtime';
export * from './api/errors';
export * from './forms/useFormErrors';
export * from './forms/useDraftForm';
export * from './api/baseQuery';
export * from './parcel/types';
export * from './parcel/PortalContext';
export * from './parcel/createParcel';
export * from './parcel/messageGroup';
export { kernelMessages } from './i18n/messages';
export * from './ui/index';
export * from './store/resettable';
export * from './store/remoteStore';
export * from './router/router';
export { preloadable } from './lazy/preloadable';
export { lazyScreen, type LazyScreen } from './lazy/lazyScreen';
export { paths, pathsOf, roleHome, findRoute, redirectTarget, pathRedirects, type PathName } from './paths/paths';
export { savedShopPath, savedShopSearch } from './paths/savedShop';
export { queryString, REMOTE_NAMES, type RemoteName, type RouteOwner, type RouteDef, type RouteParams, type Query, type QueryValue } from './paths/route';
