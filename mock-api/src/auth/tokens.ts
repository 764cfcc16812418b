import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'gsvmc-api';
const AUDIENCE = 'gsvmc-site';

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async sign(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.secret);
  }

  /** Null for anything not signed by us with HS256, expired, or missing claims; never throws. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      // The algorithm is pinned: "none", RS256 with our secret as a public key, etc. are refused.
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      return { sub: payload.sub!, jti: payload.jti!, exp: payload.exp! };
    } catch {
      return null;
    }
  }
}
