import { createWidget } from 'shared-kernel';
import { getStore } from '../app/store';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { BasketBadge } from '../features/badge/components/BasketBadge';
import { badgeMessages } from '../features/badge/lib/badgeMessages';

/**
 * The header's basket icon and count, rendered by the shell as a widget with the basket's store (one cache
 * entry of the basket for the badge and the screens). On every signed-in page of customers: it brings its
 * own two messages, not the remote's message files.
 */
export default createWidget({ Component: BasketBadge, messages: badgeMessages, getStore, contractVersion: BUILT_CONTRACT_VERSION });
