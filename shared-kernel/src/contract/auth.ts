import { z } from 'zod';
import { RoleSchema, defineOperations } from './common';

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

/** POST account/customeriswatching and Account/DisableCustomerIsWatching */
export const CustomerIsWatchingResponseSchema = z.object({ CustomerIsWatching: z.enum(['true', 'false']) });

export const authOperations = defineOperations({
  createToken: {
    summary: 'Sign in (OAuth2 password grant)',
    description:
      'Form encoded `grant_type=password&userName&password`. A wrong name or password is a 400 `invalid_grant`; too many failures per user name or client answer 429 with `Retry-After`.',
    body: TokenRequestSchema,
    response: LoginResponseSchema,
  },
  impersonate: {
    summary: 'Act as a customer (admin, salesman)',
    description: 'Answers a token that acts as the main user of the customer (key or customer number).',
    query: ImpersonateQuerySchema,
    response: ImpersonationResponseSchema,
  },
  revertImpersonation: { summary: 'End an impersonation: a fresh token of the admin or salesman', response: ImpersonationResponseSchema },
  enableCustomerIsWatching: { summary: 'Customer-is-watching on (hides purchase prices)', response: CustomerIsWatchingResponseSchema },
  disableCustomerIsWatching: {
    summary: 'Customer-is-watching off (needs the password)',
    description: 'A wrong password answers 400 `{ error, error_description }`.',
    body: DisableCustomerIsWatchingSchema,
    response: CustomerIsWatchingResponseSchema,
  },
});
