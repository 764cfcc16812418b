import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DB } from './db/schema';
import { notFound } from './errors';

/** Default bound of one process's stored responses: the whole alumni list (1.8 MB) many times over. */
export const DEFAULT_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** What an entry costs besides its bytes (the key, the ETag, the object and the LRU's bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * A copy that owns exactly its bytes. Buffer.from hands out views of a shared 8 KB pool for small
 * strings, and gzipSync views of a 16 KB chunk: a long-lived entry would keep the whole block alive,
 * many times its counted size (10,000 small pages held over 100 MB where 64 MB were counted).
 */
function owned(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

interface Entry {
  /** The table version (cache_versions) the bytes were read at, or at a later one. */
  version: number;
  json: Buffer;
  /** Weak, from the bytes: identity and gzip share it, and a restored database cannot reuse a stale one. */
  etag: string;
  /** Made on first demand; the alumni list shrinks about tenfold. */
  gzip?: Buffer;
}

/**
 * Serialized list responses, each tagged with the version of its table. The lists are public, read
 * far more often than written, and the whole alumni list is over 1 MB of JSON: serving stored bytes
 * is what keeps the list routes near a trivial route (README, bench).
 *
 * Freshness across replicas: every write bumps `cache_versions` for its table in the same
 * transaction (triggers, migration 004). Each request reads that one row (a primary-key lookup) and
 * reuses the bytes only when the version is unchanged, so a write through any replica, or by hand,
 * is seen by the next read everywhere. A key's table is the part before the first ':'
 * ('faculty:department:Anatomy' follows 'faculty'); a key whose table has no version row is never stored.
 */
export class ResponseCache {
  /**
   * Bounded in bytes, least recently used dropped first: keys come from the query string (page, year,
   * offset...), so a crawler walking distinct values would otherwise grow the heap without limit.
   * An entry larger than a quarter of the bound is served but not kept.
   */
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly db: Kysely<DB>,
    readonly maxBytes = DEFAULT_CACHE_MAX_BYTES,
  ) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
      sizeCalculation: (entry, key) =>
        entry.json.length + (entry.gzip?.length ?? 0) + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** What the stored entries count for against `maxBytes`, and how many there are. */
  get stats(): { bytes: number; entries: number } {
    return { bytes: this.entries.calculatedSize, entries: this.entries.size };
  }

  private async versionOf(key: string): Promise<number | undefined> {
    const name = key.split(':', 1)[0] ?? key;
    const row = await this.db
      .selectFrom('cache_versions')
      .select('version')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? Number(row.version) : undefined;
  }

  async entry(key: string, load: () => Promise<unknown>): Promise<Entry> {
    // Read before loading: a write that lands during the load leaves a newer version in the table,
    // so the next request reloads instead of keeping what this one read.
    const version = await this.versionOf(key);
    const hit = this.entries.get(key);
    if (hit && version !== undefined && hit.version === version) return hit;
    const json = owned(Buffer.from(JSON.stringify(await load())));
    const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
    const entry: Entry = { version: version ?? -1, json, etag };
    if (version !== undefined) this.entries.set(key, entry);
    return entry;
  }

  /**
   * Sends the cached JSON, gzipped when the client accepts it, with an ETag; a request whose
   * If-None-Match names it gets 304 and no body. `no-cache` makes browsers ask each time (a list
   * may change any minute), which costs them a 304 when nothing did.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    /** Answer 404 with this message when the list is empty (a department without members). */
    { emptyIsNotFound }: { emptyIsNotFound?: string } = {},
  ): Promise<FastifyReply> {
    const entry = await this.entry(key, load);
    if (emptyIsNotFound !== undefined && entry.json.length === 2) throw notFound(emptyIsNotFound);
    // Appended, not set: @fastify/cors has already put `Vary: Origin` on this reply, and a shared
    // cache that lost it would hand one origin's Access-Control-Allow-Origin to another.
    const vary = reply.getHeader('vary');
    const varies = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((v) => v.trim());
    reply
      .header('vary', [...varies.filter(Boolean), 'Accept-Encoding'].filter((v, i, a) => a.indexOf(v) === i).join(', '))
      .header('etag', entry.etag)
      .header('cache-control', 'no-cache');
    const ifNoneMatch = String(request.headers['if-none-match'] ?? '');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (accepts && entry.json.length > 1024) {
      if (!entry.gzip) {
        entry.gzip = owned(gzipSync(entry.json, { level: 6 }));
        // Stored again so that the gzipped copy counts against the bound too (only if still stored).
        if (this.entries.peek(key) === entry) this.entries.set(key, entry);
      }
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.json);
  }

  /**
   * Drops this process's entries whose key starts with `prefix`. Optional since the version check
   * alone keeps every replica fresh; repositories still call it after their writes to free memory early.
   */
  invalidate(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
