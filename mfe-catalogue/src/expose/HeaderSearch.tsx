import { createWidget } from 'shared-kernel';
import { getStore } from '../app/store';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { HeaderSearch } from '../features/search/components/HeaderSearch';
import { headerSearchMessages } from '../features/search/lib/headerSearchMessages';

/**
 * The header's product search, rendered by the shell as a widget with the catalogue's store. On every
 * signed-in page of customers: it brings its own five messages, not the remote's message files.
 */
export default createWidget({ Component: HeaderSearch, messages: headerSearchMessages, getStore, contractVersion: BUILT_CONTRACT_VERSION });
