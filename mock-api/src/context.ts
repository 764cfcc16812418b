import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ParseLimits } from './alumni/spreadsheet';
import { ResponseCache } from './cache';
import type { HashCost } from './auth/passwords';
import type { TokenClaims, TokenService } from './auth/tokens';
import type { Store } from './db/database';
import { forbidden, unauthorized } from './errors';
import { isStaffRole } from '@gsvmc/shared-types';
import { AlumniImportsRepository } from './repositories/alumniImports';
import { AuditRepository } from './repositories/audit';
import { TrashRepository } from './repositories/trash';
import { AlumniRepository } from './repositories/alumni';
import { ContentVersionRepository } from './repositories/contentVersion';
import { ContentRepository } from './repositories/content';
import { FacultyRepository } from './repositories/faculty';
import { JournalPublicationsRepository } from './repositories/journalPublications';
import { NoticesRepository } from './repositories/notices';
import { PhotosRepository } from './repositories/photos';
import { PasswordResetsRepository } from './repositories/passwordResets';
import { RevokedTokensRepository } from './repositories/revokedTokens';
import { UsersRepository, type UserRow } from './repositories/users';
import type { SecurityLimits } from './auth/limits';
import { systemClock, ThrottleStore, type Clock } from './auth/throttle';
import type { FileStore } from './uploads/fileStore';
import type { JobQueue } from './jobs/queue';
import type { NoticeReader } from './jobs/noticeReader';

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
  /** One-time password-reset links (an admin issues them; their holder uses one once). */
  passwordResets: PasswordResetsRepository;
  revoked: RevokedTokensRepository;
  throttle: ThrottleStore;
  limits: SecurityLimits;
  faculty: FacultyRepository;
  notices: NoticesRepository;
  photos: PhotosRepository;
  alumni: AlumniRepository;
  alumniImports: AlumniImportsRepository;
  /** THE audit path: `ctx.audit.record(trx, request, { action, entity, entityId, before, after })`. */
  audit: AuditRepository;
  trash: TrashRepository;
  /** Pages and site settings: drafts, revisions (migration 007). */
  content: ContentRepository;
  /** The journal's publications (migration 008). */
  journal: JournalPublicationsRepository;
  cache: ResponseCache;
  /** The version of all public content (the site server's render cache keys pages by it). */
  contentVersion: ContentVersionRepository;
  /** The clock every dated record reads (throttles, trash, reset links, audit); tests move it. */
  now: () => Date;
  /** The queue of slow work (reading notices): `ctx.jobs.enqueue('notice-text', { noticeId, pdfPath })`. */
  jobs: JobQueue;
  /** Reads a notice's PDF and turns photos of pages into one (src/noticeText; tests give a fake). */
  noticeReader: NoticeReader;
  /** onRequest hook: 401 unless a valid, unrevoked token of an existing user is sent. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** onRequest hook: 401 as above, then 403 unless the caller's current role is admin (users, purge). */
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** onRequest hook: 401 as above, then 403 unless the caller is staff (admin or editor): every content route. */
  requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Whether a public route's caller is signed-in staff (what they may see beyond the public): no
   * token, a bad one or a non-staff role answer false rather than refusing the request.
   */
  isStaffCaller: (request: FastifyRequest) => Promise<boolean>;
}

export function createContext(args: {
  store: Store;
  uploads: FileStore;
  tokens: TokenService;
  hashCost: HashCost;
  parseLimits: ParseLimits;
  limits: SecurityLimits;
  clock?: Clock;
  /** Bound of the response cache in bytes (cache.ts). */
  cacheMaxBytes?: number;
  jobs: JobQueue;
  noticeReader: NoticeReader;
}): AppContext {
  const { db } = args.store;
  const clock = args.clock ?? systemClock;
  const now = () => new Date(clock());
  const audit = new AuditRepository(db, now);
  const users = new UsersRepository(db, audit, now);
  const revoked = new RevokedTokensRepository(db, audit);
  const cache = new ResponseCache(db, args.cacheMaxBytes);
  const trash = new TrashRepository(db, audit, cache, now);

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
    // Disabling also bumps token_version; this check keeps a disabled account out even so.
    if (user.disabled_at) throw unauthorized('This account has been disabled. Ask an administrator.');
    request.user = user;
    request.token = claims;
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request);
    if (request.user?.role !== 'admin') throw forbidden();
    void reply;
  };
  const requireStaff = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request);
    if (!isStaffRole(request.user?.role)) throw forbidden('Staff access required');
    void reply;
  };

  const isStaffCaller = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return false;
    try {
      await requireUser(request);
    } catch {
      return false;
    }
    return isStaffRole(request.user?.role);
  };

  return {
    ...args,
    isStaffCaller,
    throttle: new ThrottleStore(db, args.clock),
    users,
    passwordResets: new PasswordResetsRepository(db, audit, now),
    revoked,
    cache,
    audit,
    trash,
    now,
    faculty: new FacultyRepository(db, audit, trash, cache),
    notices: new NoticesRepository(db, audit, trash, cache, now),
    photos: new PhotosRepository(db, audit, trash, cache),
    alumni: new AlumniRepository(db, audit, trash, cache),
    alumniImports: new AlumniImportsRepository(db, audit, cache, now),
    contentVersion: new ContentVersionRepository(db),
    content: new ContentRepository(db, audit, args.clock),
    journal: new JournalPublicationsRepository(db, audit, trash, cache),
    requireUser,
    requireAdmin,
    requireStaff,
  };
}
