import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ParseLimits } from './alumni/spreadsheet';
import { ResponseCache } from './cache';
import type { HashCost } from './auth/passwords';
import type { TokenClaims, TokenService } from './auth/tokens';
import type { Store } from './db/database';
import { forbidden, unauthorized } from './errors';
import { AlumniRepository } from './repositories/alumni';
import { ContentRepository } from './repositories/content';
import { FacultyRepository } from './repositories/faculty';
import { NoticesRepository } from './repositories/notices';
import { PhotosRepository } from './repositories/photos';
import { RevokedTokensRepository, UsersRepository, type UserRow } from './repositories/users';
import type { SecurityLimits } from './auth/limits';
import { ThrottleStore, type Clock } from './auth/throttle';
import type { FileStore } from './uploads/fileStore';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks on routes that need a caller. */
    user?: UserRow;
    token?: TokenClaims;
  }
}

export interface AppContext {
  store: Store;
  uploads: FileStore;
  tokens: TokenService;
  hashCost: HashCost;
  parseLimits: ParseLimits;
  users: UsersRepository;
  revoked: RevokedTokensRepository;
  throttle: ThrottleStore;
  limits: SecurityLimits;
  faculty: FacultyRepository;
  notices: NoticesRepository;
  photos: PhotosRepository;
  alumni: AlumniRepository;
  /** Pages and site settings: drafts, revisions (migration 007). */
  content: ContentRepository;
  cache: ResponseCache;
  /** onRequest hook: 401 unless a valid, unrevoked token of an existing user is sent. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** onRequest hook: 401 as above, then 403 unless the caller's current role is admin. */
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function createContext(args: {
  store: Store;
  uploads: FileStore;
  tokens: TokenService;
  hashCost: HashCost;
  parseLimits: ParseLimits;
  limits: SecurityLimits;
  clock?: Clock;
}): AppContext {
  const { db } = args.store;
  const users = new UsersRepository(db);
  const revoked = new RevokedTokensRepository(db);
  const cache = new ResponseCache(db);

  // Runs in onRequest, before the body is read: an anonymous upload is refused before a byte is stored.
  const requireUser = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Authentication required');
    const claims = await args.tokens.verify(match[1]);
    if (!claims || (await revoked.isRevoked(claims.jti))) throw unauthorized('Your session is invalid or has expired');
    // The role is read from the database on every call, so a demoted admin loses access at once.
    const user = await users.findById(claims.sub);
    // A password change or reset bumps token_version: tokens issued before it are refused.
    if (!user || claims.ver !== user.token_version) throw unauthorized('Your session is invalid or has expired');
    request.user = user;
    request.token = claims;
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request);
    if (request.user?.role !== 'admin') throw forbidden();
    void reply;
  };

  return {
    ...args,
    throttle: new ThrottleStore(db, args.clock),
    users,
    revoked,
    cache,
    faculty: new FacultyRepository(db, cache),
    notices: new NoticesRepository(db, cache),
    photos: new PhotosRepository(db, cache),
    alumni: new AlumniRepository(db, cache),
    content: new ContentRepository(db, args.clock),
    requireUser,
    requireAdmin,
  };
}
