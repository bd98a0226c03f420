import type { FastifyInstance } from 'fastify';
import { TokenRequestSchema, type LoginResponse } from 'shared-kernel/contract';
import { sessionFields } from '../auth/session';
import { retryText, userKeyOf } from '../auth/throttle';
import { checkPassword } from '../auth/users';
import { ApiError } from '../http/errors';
import { route } from '../http/operation';

const invalidGrant = () => new ApiError(400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });

/** POST /token (form: grant_type=password, userName, password): the OAuth2 password grant. */
export default async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const { db, tokens, users, throttle } = app.ctx;
  /** failed sign-ins per user and client IP (auth/throttle.ts): the user name and the e-mail of one user are one key */
  const throttleKey = (typed: unknown) => {
    const named = typeof typed === 'string' && typed.trim() ? typed : null;
    return userKeyOf(named ? users.byName(named.trim().slice(0, 256)) : undefined, named);
  };

  /*
   * The one hand-written parse of the body (the operation's schema is TokenRequestSchema): the spec's OAuth2
   * answers are `unsupported_grant_type` for another grant and `invalid_grant` for a form without user name
   * or password, which counts towards the throttle like a wrong password; the schema's 400 would be neither.
   * So this hook of the /token plugin checks the form before the schema does, and hands it on normalised
   * (`username` is accepted for `userName`).
   */
  app.addHook('preValidation', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'password') {
      throw new ApiError(400, { error: 'unsupported_grant_type', error_description: 'The authorization grant type is not supported.' });
    }
    const rawName = body.userName ?? body.username;
    const key = throttleKey(rawName);
    const wait = throttle.retryAfter(req.ip, key);
    if (wait > 0) {
      void reply.header('Retry-After', String(wait));
      throw new ApiError(429, { error: 'too_many_attempts', error_description: `Too many failed sign-in attempts. ${retryText(wait)}` });
    }
    const parsed = TokenRequestSchema.safeParse({ ...body, userName: rawName });
    if (!parsed.success) {
      throttle.failed(req.ip, key);
      throw invalidGrant();
    }
    req.body = parsed.data;
  });

  route(app, 'createToken', async (req): Promise<LoginResponse> => {
    const { userName, password } = req.body;
    const key = throttleKey(userName);
    const user = users.byName(userName);
    // always compare (same timing for unknown users); blocked and unregistered users fail like a wrong password
    const ok = await checkPassword(password, user?.password_hash ?? '$2b$10$invalidinvalidinvalidinuNV8s5E4bi8d7rEbY6gN3mW5k0M9zi');
    if (!user || !ok || user.is_blocked || !user.registered) {
      throttle.failed(req.ip, key);
      throw invalidGrant();
    }
    throttle.succeeded(key);
    return {
      access_token: await tokens.sign({ sub: user.id, sv: user.session_version }),
      token_type: 'bearer',
      expires_in: tokens.ttlSeconds,
      ...sessionFields(db, user, null),
    };
  });
}
