import { randomUUID } from 'node:crypto';
import { constants as fs, createReadStream, mkdirSync } from 'node:fs';
import { access, open, readdir, rename, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  DERIVED_PATH,
  GENERATED_NAME,
  referencedUuids,
  saveThenRecord,
  STORED_PATH,
  UPLOAD_FOLDERS as FOLDERS,
  type FileStore,
  type StoredFile,
  type UploadFolder,
} from './fileStore';
import type { FileKind } from './sniff';

export type { UploadFolder } from './fileStore';
/** Less free space than the largest upload (a 10 MB photo or PDF, twice while it is renamed) is "full". */
const MIN_FREE_BYTES = 20 * 1024 * 1024;
/** Temporary names start with a dot, so the static route (which serves only uuid names) never shows them. */
const TEMP_NAME = /^\.tmp-/;

/** Flushes a folder's entry list, so a rename survives a power cut (Linux; a no-op where unsupported). */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Some platforms cannot open or fsync a directory; the file itself is already synced.
  } finally {
    await handle?.close();
  }
}

/** Test hook (never in production): pause after a file is in place and before its row commits. */
function pauseAfterWrite(): Promise<void> {
  const ms = Number(process.env.GSVMC_TEST_PAUSE_AFTER_UPLOAD_MS ?? 0);
  if (!(ms > 0) || process.env.NODE_ENV === 'production') return Promise.resolve();
  console.log(`upload written, pausing ${ms} ms before its row commits`);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Files under DATA_DIR/uploads/<folder>/<uuid>.<ext>; the public path is /uploads/<folder>/<name>. */
export class UploadStore implements FileStore {
  readonly backend = 'disk' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
    for (const folder of FOLDERS) mkdirSync(path.join(this.root, folder), { recursive: true });
  }

  /** Every folder there, readable and writable, on a disk with room for an upload. */
  async check(): Promise<void> {
    for (const folder of FOLDERS) {
      const dir = path.join(this.root, folder);
      try {
        await access(dir, fs.R_OK | fs.W_OK);
      } catch (err) {
        const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'cannot be written';
        throw new Error(`The upload folder ${dir} ${reason}`);
      }
    }
    const disk = await statfs(this.root);
    const free = disk.bavail * disk.bsize;
    if (free < MIN_FREE_BYTES)
      throw new Error(`The disk holding ${this.root} is full (${Math.floor(free / 1024 / 1024)} MB free)`);
  }

  /**
   * Writes the bytes under a generated name (the client's name is never used) and returns the public
   * path. Crash-safe: the bytes go to a temporary name, are fsynced, then renamed into place (and
   * the folder fsynced), so a stored name never holds a truncated file. A crash before the caller's
   * row commits leaves a complete but unnamed file, which the start-up sweep removes.
   */
  async save(folder: UploadFolder, kind: FileKind, bytes: Buffer): Promise<string> {
    const name = `${randomUUID()}.${kind}`;
    await this.writeSafely(folder, name, bytes);
    await pauseAfterWrite();
    return `/uploads/${folder}/${name}`;
  }

  /**
   * Writes a derivative the same crash-safe way as an original, so a power cut never
   * leaves a truncated picture under a name the pages ask for; the start-up backfill remakes any
   * derivative that a crash kept from being written at all.
   */
  async saveDerived(publicPath: string, bytes: Buffer): Promise<void> {
    if (!DERIVED_PATH.test(publicPath)) throw new Error(`Not a derivative's path: ${publicPath}`);
    const [folder, name] = publicPath.slice('/uploads/'.length).split('/') as [UploadFolder, string];
    await this.writeSafely(folder, name, bytes);
  }

  /** tmp name, write, fsync, rename into place, fsync the folder. */
  private async writeSafely(folder: UploadFolder, name: string, bytes: Buffer): Promise<void> {
    const dir = path.join(this.root, folder);
    // A random part keeps two writers of the same derivative (replicas backfilling) off one temp file.
    const temp = path.join(dir, `.tmp-${randomUUID()}-${name}`);
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (err) {
      await handle.close();
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    await handle.close();
    try {
      await rename(temp, path.join(dir, name));
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    await syncFolder(dir);
  }

  /**
   * Removes a stored file. Only paths this store generated are accepted, so a value from the
   * database can never point the delete outside the upload folder.
   */
  async remove(publicPath: string | null | undefined): Promise<void> {
    if (!publicPath || !STORED_PATH.test(publicPath)) return;
    await unlink(path.join(this.root, publicPath.slice('/uploads/'.length))).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  /** Saves, runs `record`, and removes the file again if `record` fails: a failed request leaves no orphan. */
  async saveThen<T>(
    folder: UploadFolder,
    kind: FileKind,
    bytes: Buffer,
    record: (publicPath: string) => Promise<T>,
  ): Promise<T> {
    return saveThenRecord(this, folder, kind, bytes, record);
  }

  async list(folder: UploadFolder): Promise<string[]> {
    return (await readdir(path.join(this.root, folder))).sort();
  }

  /** Whole files only: on disk, @fastify/static serves /uploads (ranges included); this is for tools and tests. */
  async read(publicPath: string): Promise<StoredFile | undefined> {
    if (!STORED_PATH.test(publicPath)) return undefined;
    const file = path.join(this.root, publicPath.slice('/uploads/'.length));
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { body: createReadStream(file), length: info.size } : undefined;
  }

  /**
   * Start-up sweep: removes temporary files and every generated file whose uuid no row names (what a
   * crash between the file and its row leaves). Files of other names are left alone. `referenced`
   * holds the public paths the database names. Run it before the server accepts uploads.
   */
  async sweepOrphans(referenced: Iterable<string>): Promise<string[]> {
    const keep = referencedUuids(referenced);
    const removed: string[] = [];
    for (const folder of FOLDERS) {
      const dir = path.join(this.root, folder);
      for (const name of await readdir(dir)) {
        const uuid = GENERATED_NAME.exec(name)?.[1];
        const orphan = TEMP_NAME.test(name) || (uuid !== undefined && !keep.has(uuid));
        if (!orphan) continue;
        await unlink(path.join(dir, name)).catch(() => undefined);
        removed.push(`${folder}/${name}`);
      }
    }
    return removed;
  }
}
