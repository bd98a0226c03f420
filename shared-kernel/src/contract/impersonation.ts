import { z } from 'zod';
import { IdParamsSchema, RoleSchema, defineOperations, pagedSchema } from './common';

/**
 * Traceable impersonation (issue 10), admin only: GET impersonation lists the impersonation sessions (one per
 * impersonation token) newest first, GET impersonation/{id} one session with the writes made in it.
 */
export const ImpersonationListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(12),
  /** actor name or user name, customer key or name */
  Search: z.string().max(200).optional(),
});
export type ImpersonationListQuery = z.input<typeof ImpersonationListQuerySchema>;

export const ImpersonationSessionSchema = z.object({
  Id: z.number().int(),
  ActorName: z.string(),
  ActorUserName: z.string(),
  ActorRole: RoleSchema,
  CustomerKey: z.string(),
  CustomerName: z.string(),
  /** the customer's user the actor acted as (its main account) */
  UserName: z.string(),
  Started: z.string(),
  LastSeen: z.string(),
  /** when the actor went back to their own account; null while open or left without reverting */
  Ended: z.string().nullable(),
  WriteCount: z.number().int(),
});
export type ImpersonationSession = z.infer<typeof ImpersonationSessionSchema>;

export const ImpersonationSessionPageSchema = pagedSchema(ImpersonationSessionSchema);

export const ImpersonationWriteSchema = z.object({
  Id: z.number().int(),
  Method: z.string(),
  /** the route pattern, e.g. `/basket/submit` or `/PreOrder/:id/productvariant/:vid` */
  Route: z.string(),
  /** the path as called */
  Url: z.string(),
  /** the written resource: the path id, or the order number of a placed order */
  ResourceId: z.string().nullable(),
  Status: z.number().int(),
  At: z.string(),
});
export type ImpersonationWrite = z.infer<typeof ImpersonationWriteSchema>;

export const ImpersonationSessionDetailSchema = ImpersonationSessionSchema.extend({ Writes: z.array(ImpersonationWriteSchema) });
export type ImpersonationSessionDetail = z.infer<typeof ImpersonationSessionDetailSchema>;

export const impersonationOperations = defineOperations({
  listImpersonationSessions: { summary: 'Impersonation sessions, newest first (admin)', query: ImpersonationListQuerySchema, response: ImpersonationSessionPageSchema },
  getImpersonationSession: { summary: 'An impersonation session with the writes made in it (admin)', params: IdParamsSchema, response: ImpersonationSessionDetailSchema },
});
