import { describeRoutes } from 'shared-kernel/test-utils';
import { messages } from '../i18n/messages';
import { AppRoutes } from './routes';
import { setupStore } from './store';

describeRoutes('catalogue', { routes: () => <AppRoutes />, store: setupStore, messages });
