// The login token: an HS256 JWT carrying the claims of spec 000 §3.1, bound to a session row
// so that logout and password changes end it at once.
import { SignJWT, jwtVerify } from 'jose';
import { SessionClaimsSchema, type SessionClaims } from '@hemvakt/contract/auth';

export const TOKEN_ISSUER = 'hemvakt';
export const TOKEN_AUDIENCE = 'hemvakt-app';
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface VerifiedToken {
  sessionId: string;
  claims: SessionClaims;
}

export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(sessionId: string, claims: SessionClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.user)
      .setJti(sessionId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The session and claims of a valid token, or null for anything else. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'jti', 'sub'],
      });
      const claims = SessionClaimsSchema.safeParse(payload);
      if (!claims.success || payload.sub !== claims.data.user) return null;
      return { sessionId: payload.jti!, claims: claims.data };
    } catch {
      return null;
    }
  }
}
