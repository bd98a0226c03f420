import { join } from 'node:path';
import { describeMessages } from 'shared-kernel/test-utils';
import { messages } from './messages';

describeMessages('mfe-basket', messages, join(__dirname, '..'));
