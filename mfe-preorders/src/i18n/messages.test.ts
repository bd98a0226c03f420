import { join } from 'node:path';
import { describeMessages } from 'shared-kernel/test-utils';
import { messages } from './messages';

describeMessages('mfe-preorders', messages, join(__dirname, '..'));
