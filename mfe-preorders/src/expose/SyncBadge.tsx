import { createWidget } from 'shared-kernel';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { badgeMessages } from '../features/offline/components/badgeMessages';
import { SyncBadge } from '../features/offline/components/SyncBadge';

/**
 * The header's sync center link with the count of changes waiting to be sent (trade-show mode, issue 19).
 * On every signed-in page: it brings only its own messages and no store.
 */
export default createWidget({ Component: SyncBadge, messages: badgeMessages, contractVersion: BUILT_CONTRACT_VERSION });
