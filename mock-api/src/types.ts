import type { OperationName, Role } from 'shared-kernel/contract';
import type { Auth } from './auth/session';
import type { AppContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the auth hook on every non-public route */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** the contract operation the route serves (http/operation.ts); its roles are the route's */
    operation?: OperationName;
    /** roles allowed on the route; absent = every signed-in user (set from the operation by auth/guard.ts) */
    roles?: readonly Role[];
    /** no bearer token needed */
    public?: boolean;
    /**
     * besides `roles`, an admin or salesman impersonating a customer (whose role is then the customer's):
     * for the staff calls the portal makes on the customer's behalf while impersonating (New pre-order)
     */
    impersonators?: boolean;
    /** honours the Idempotency-Key header (http/idempotency.ts) */
    idempotent?: boolean;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}
