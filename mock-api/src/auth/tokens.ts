import { randomBytes } from 'crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** Claims of a bearer token: `sub` the user the requests act as; `act` and `ck` only while impersonating. */
export interface TokenClaims {
  sub: string;
  /** the admin or salesman who impersonates */
  act?: string;
  /** the impersonated customer key */
  ck?: string;
  /** the session version of the person (the user, or `act`) when the token was issued (auth/sessions.ts) */
  sv?: number;
  /** the token's id and issue time (seconds), set by verify (impersonation sessions are keyed by the token id) */
  jti?: string;
  iat?: number;
}

/** TOKEN_SECRET, or a random secret per process (tokens then die with the process). */
const processSecret = process.env.TOKEN_SECRET ? new TextEncoder().encode(process.env.TOKEN_SECRET) : new Uint8Array(randomBytes(32));

/** Signed, expiring HS256 tokens (JWT). */
export class TokenService {
  /**
   * The clock of issuing and checking tokens (milliseconds, as Date.now); tests move it to expire tokens
   * without waiting. The sign-in throttle of POST /token keeps its time with it too.
   */
  now: () => number = Date.now;

  constructor(
    readonly ttlSeconds: number,
    private readonly secret: Uint8Array = processSecret,
  ) {}

  sign(claims: TokenClaims): Promise<string> {
    const issued = Math.floor(this.now() / 1000);
    const payload: Record<string, string | number> = {};
    if (claims.act) payload.act = claims.act;
    if (claims.ck) payload.ck = claims.ck;
    if (claims.sv !== undefined) payload.sv = claims.sv;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('mock-api')
      .setIssuedAt(issued)
      .setJti(randomBytes(8).toString('hex'))
      .setExpirationTime(issued + this.ttlSeconds)
      .sign(this.secret);
  }

  /**
   * Tokens verified before, with their expiry: every request carries one, and checking the signature
   * again each time costs more than the rest of a cheap call. Bounded; an expired entry is dropped.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  /** the claims of a valid, unexpired token; null otherwise */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > this.now()) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      // a token without an expiry is never valid; expiry and issue time are checked against `now`
      const { payload } = await jwtVerify(token, this.secret, { issuer: 'mock-api', algorithms: ['HS256'], requiredClaims: ['exp'], currentDate: new Date(this.now()) });
      if (typeof payload.sub !== 'string') return null;
      const claims: TokenClaims = {
        sub: payload.sub,
        act: typeof payload.act === 'string' ? payload.act : undefined,
        ck: typeof payload.ck === 'string' ? payload.ck : undefined,
        sv: typeof payload.sv === 'number' ? payload.sv : undefined,
        jti: typeof payload.jti === 'string' ? payload.jti : undefined,
        iat: typeof payload.iat === 'number' ? payload.iat : undefined,
      };
      if (this.verified.size >= 5000) this.verified.delete(this.verified.keys().next().value as string);
      if (typeof payload.exp === 'number') this.verified.set(token, { claims, exp: payload.exp });
      return claims;
    } catch (e) {
      if (e instanceof errors.JOSEError) return null;
      throw e;
    }
  }
}

/** the token of an `Authorization: Bearer` header */
export function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}
