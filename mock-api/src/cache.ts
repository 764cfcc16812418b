import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';

interface Entry {
  json: Buffer;
  /** Made on first demand; the alumni list shrinks about tenfold. */
  gzip?: Buffer;
}

/**
 * Serialized list responses, kept until a write. The lists are public, read far more often than
 * written, and the whole alumni list is over 1 MB of JSON: serving stored bytes is what keeps the
 * list routes near a trivial route (README, bench).
 *
 * Repositories invalidate their key on every write. `PRAGMA data_version` changes when another
 * connection (a second process, a restore, a manual edit) commits, so such writes empty the cache too.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private dataVersion: number;
  /** Bumped by every invalidation: a load that overlapped a write must not store what it read. */
  private generation = 0;

  constructor(private readonly sqlite: Database.Database) {
    this.dataVersion = this.currentDataVersion();
  }

  private currentDataVersion(): number {
    return Number(this.sqlite.pragma('data_version', { simple: true }));
  }

  async entry(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const version = this.currentDataVersion();
    if (version !== this.dataVersion) {
      this.entries.clear();
      this.dataVersion = version;
    }
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const entry: Entry = { json: Buffer.from(JSON.stringify(await load())) };
    if (generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  /** The JSON text, for callers that inspect it. */
  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    return (await this.entry(key, load)).json.toString();
  }

  /** Sends the cached JSON, gzipped when the client accepts it. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const entry = await this.entry(key, load);
    // Appended, not set: @fastify/cors has already put `Vary: Origin` on this reply, and a shared
    // cache that lost it would hand one origin's Access-Control-Allow-Origin to another.
    const vary = reply.getHeader('vary');
    const varies = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((v) => v.trim());
    reply
      .type('application/json; charset=utf-8')
      .header(
        'vary',
        [...varies.filter(Boolean), 'Accept-Encoding'].filter((v, i, a) => a.indexOf(v) === i).join(', '),
      );
    const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (accepts && entry.json.length > 1024) {
      entry.gzip ??= gzipSync(entry.json, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.json);
  }

  /** Drops every entry whose key starts with `prefix` (e.g. 'faculty' drops 'faculty:department:...'). */
  invalidate(prefix: string): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
