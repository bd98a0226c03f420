import { z } from 'zod';
import { RoleSchema } from './common';

/** POST /token, form encoded. */
export const TokenRequestSchema = z.object({
  grant_type: z.literal('password'),
  userName: z.string().min(1),
  password: z.string().min(1),
});
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** Successful /token answer: OAuth2 fields plus the session user in camelCase (spec section 3). */
export const LoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
  impersonated: z.boolean(),
  customerKey: z.string(),
  customerName: z.string(),
  customerCurrencyCode: z.string(),
  customerCurrencySymbol: z.string(),
  userName: z.string(),
  /** "true" or "false": the back end sends a string. */
  customerIsWatching: z.enum(['true', 'false']),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST Account/Impersonate and Account/RevertImpersonate answer with capitalised names. */
export const ImpersonationResponseSchema = z.object({
  AccessToken: z.string(),
  ExpiresIn: z.number().int(),
  Id: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Role: RoleSchema,
  Impersonated: z.boolean(),
  CustomerKey: z.string(),
  CustomerName: z.string(),
  CustomerCurrencyCode: z.string(),
  CustomerCurrencySymbol: z.string(),
  UserName: z.string(),
  CustomerIsWatching: z.enum(['true', 'false']),
});
export type ImpersonationResponse = z.infer<typeof ImpersonationResponseSchema>;

/** POST Account/Impersonate?customerKey=... */
export const ImpersonateQuerySchema = z.object({ customerKey: z.string().min(1) });

/** POST Account/DisableCustomerIsWatching: on to off needs the password. */
export const DisableCustomerIsWatchingSchema = z.object({ Password: z.string().min(1) });
