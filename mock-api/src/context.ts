import type { Db } from './db/open';
import type { TokenService } from './auth/tokens';
import type { UserQueries } from './auth/users';

/** What every route plugin needs, decorated on the app as `app.ctx`. */
export interface AppContext {
  db: Db;
  tokens: TokenService;
  users: UserQueries;
}
