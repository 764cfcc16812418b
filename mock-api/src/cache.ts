import type Database from 'better-sqlite3';

/**
 * Serialized list responses, kept until a write. The lists are public, read far more often than
 * written, and the whole alumni list is ~1 MB of JSON: serving the cached string is what keeps
 * GET /alumni close to a trivial route (see README, bench).
 *
 * Repositories invalidate their key on every write. `PRAGMA data_version` changes when another
 * connection (a second process, a restore, a manual edit) commits, so such writes empty the cache too.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  private dataVersion: number;
  /** Bumped by every invalidation: a load that overlapped a write must not store what it read. */
  private generation = 0;

  constructor(private readonly sqlite: Database.Database) {
    this.dataVersion = this.currentDataVersion();
  }

  private currentDataVersion(): number {
    return Number(this.sqlite.pragma('data_version', { simple: true }));
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const version = this.currentDataVersion();
    if (version !== this.dataVersion) {
      this.entries.clear();
      this.dataVersion = version;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const json = JSON.stringify(await load());
    if (generation === this.generation) this.entries.set(key, json);
    return json;
  }

  /** Drops every entry whose key starts with `prefix` (e.g. 'faculty' drops 'faculty:department:...'). */
  invalidate(prefix: string): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
