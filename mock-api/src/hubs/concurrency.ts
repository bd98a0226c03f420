import { canSeePreOrder } from '../auth/scope';
import type { Db } from '../db/open';
import { idArg } from './args';
import { hubMethod, type HubDefinition } from './connection';
import { HubError } from './protocol';

/** Concurrency hub (/hubs/concurrency): JoinConcurrency(preOrderId) tells the other members checkConcurrency(userId). */
export function concurrencyHub(db: Db): HubDefinition {
  return {
    name: 'concurrency',
    methods: {
      JoinConcurrency: hubMethod(1, 1, (ctx, preOrderId) => {
        const id = idArg(preOrderId);
        if (!canSeePreOrder(db, ctx.auth, id)) throw new HubError(`You are not allowed to see pre-order ${id}.`);
        const group = `concurrency-${id}`;
        ctx.hub.join(group, ctx.connection);
        ctx.hub.invokeGroup(group, 'checkConcurrency', [(ctx.auth.actor ?? ctx.auth.user).id], ctx.connection);
        return null;
      }),
    },
  };
}
