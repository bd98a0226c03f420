import { createWidget } from 'shared-kernel';
import { getStore } from '../app/store';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { HeaderSearch } from '../features/search/components/HeaderSearch';
import { messages } from '../i18n/messages';

/** The header's product search, rendered by the shell as a widget with the catalogue's store. */
export default createWidget({ Component: HeaderSearch, messages, getStore, contractVersion: BUILT_CONTRACT_VERSION });
