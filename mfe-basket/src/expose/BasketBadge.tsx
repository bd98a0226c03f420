import { createWidget } from 'shared-kernel';
import { getStore } from '../app/store';
import { BUILT_CONTRACT_VERSION } from '../contract';
import { BasketBadge } from '../features/badge/components/BasketBadge';
import { messages } from '../i18n/messages';

/** The header's basket icon and count, rendered by the shell as a widget with the basket's store. */
export default createWidget({ Component: BasketBadge, messages, getStore, contractVersion: BUILT_CONTRACT_VERSION });
