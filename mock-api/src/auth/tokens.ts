import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'gsvmc-api';
const AUDIENCE = 'gsvmc-site';
/** Device tokens have their own audience, so one can never pass as a session token (or back). */
const DEVICE_AUDIENCE = 'gsvmc-device';
/** File links have theirs: one opens one stored file, and is never a session (or the reverse). */
const FILE_AUDIENCE = 'gsvmc-file';
/** A browser that logged in within this time counts as known to the account. */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
  /** The user's token_version when the token was issued; tokens from before this claim count as 0. */
  ver: number;
}

export interface DeviceClaims {
  /** The account's email (lower case). */
  sub: string;
  jti: string;
}

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async sign(userId: string, version = 0): Promise<string> {
    return new SignJWT({ ver: version })
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
      const ver = typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0;
      return { sub: payload.sub!, jti: payload.jti!, exp: payload.exp!, ver };
    } catch {
      return null;
    }
  }

  /** OWASP "device cookie": signed proof that this client logged in to the account `email`. */
  async signDevice(email: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(email.toLowerCase())
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(DEVICE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + DEVICE_TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  /** The device token's claims when it is ours, unexpired and issued for `email`; else null. */
  async verifyDevice(token: string | undefined, email: string): Promise<DeviceClaims | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: DEVICE_AUDIENCE,
        requiredClaims: ['sub', 'jti', 'exp'],
      });
      return payload.sub === email.toLowerCase() ? { sub: payload.sub, jti: payload.jti! } : null;
    } catch {
      return null;
    }
  }

  /**
   * A link to one stored file that is not public yet (a scheduled notice's PDF), for staff to open
   * where no Authorization header goes along (a new tab). Lives as long as a session.
   */
  async signFile(publicPath: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(publicPath)
      .setIssuer(ISSUER)
      .setAudience(FILE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.secret);
  }

  /** True when `token` is our unexpired file link for exactly `publicPath`. */
  async verifyFile(token: unknown, publicPath: string): Promise<boolean> {
    if (typeof token !== 'string' || token === '') return false;
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: FILE_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      return payload.sub === publicPath;
    } catch {
      return false;
    }
  }
}
