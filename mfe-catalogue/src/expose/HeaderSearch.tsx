import { createWidget } from 'shared-kernel';
import { getStore } from '../app/store';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { HeaderSearch } from '../features/search/components/HeaderSearch';

/** The header's product search, rendered by the shell as a widget with the catalogue's store (and its locale's messages only). */
export default createWidget({ Component: HeaderSearch, loadMessages: (locale) => import(`../i18n/${locale}.json`), getStore, contractVersion: BUILT_CONTRACT_VERSION });
