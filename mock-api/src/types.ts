import type { Role } from 'shared-kernel/contract';
import type { Auth } from './auth/session';
import type { AppContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the auth hook on every non-public route */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** roles allowed on the route; absent = every signed-in user */
    roles?: readonly Role[];
    /** no bearer token needed */
    public?: boolean;
    /** honours the Idempotency-Key header (http/idempotency.ts) */
    idempotent?: boolean;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}
