import type { Db } from './db/open';
import type { ReadPool } from './db/read-pool';
import type { Sessions } from './auth/sessions';
import type { SignInThrottle } from './auth/throttle';
import type { TokenService } from './auth/tokens';
import type { UserQueries } from './auth/users';

/** What every route plugin needs, decorated on the app as `app.ctx`. */
export interface AppContext {
  db: Db;
  tokens: TokenService;
  users: UserQueries;
  /** revocable sessions: session versions, ended impersonations, revocation events (auth/sessions.ts) */
  sessions: Sessions;
  /** failed password checks per user and client IP: /token, ChangePassword, DisableCustomerIsWatching (auth/throttle.ts) */
  throttle: SignInThrottle;
  /** read workers for heavy first reads (db/read-pool.ts); null: everything runs on the API's thread */
  reads: ReadPool | null;
}
