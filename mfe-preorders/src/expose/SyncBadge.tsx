import { createWidget } from 'shared-kernel';
import { getStore } from '../app/store';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { SyncBadge } from '../features/offline/components/SyncBadge';
import { messages } from '../i18n/messages';

/** The header's sync center link with the count of changes waiting to be sent (trade-show mode, issue 19). */
export default createWidget({ Component: SyncBadge, messages, getStore, contractVersion: BUILT_CONTRACT_VERSION });
