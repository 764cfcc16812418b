import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  STORED_PATH,
  UPLOAD_FOLDERS as FOLDERS,
  type FileStore,
  type StoredFile,
  type UploadFolder,
} from './fileStore';
import type { FileKind } from './sniff';

export type { UploadFolder } from './fileStore';

/** Files under DATA_DIR/uploads/<folder>/<uuid>.<ext>; the public path is /uploads/<folder>/<name>. */
export class UploadStore implements FileStore {
  readonly backend = 'disk' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
    for (const folder of FOLDERS) mkdirSync(path.join(this.root, folder), { recursive: true });
  }

  /** Writes the bytes under a generated name (the client's name is never used) and returns the public path. */
  async save(folder: UploadFolder, kind: FileKind, bytes: Buffer): Promise<string> {
    const name = `${randomUUID()}.${kind}`;
    await writeFile(path.join(this.root, folder, name), bytes, { flag: 'wx' });
    return `/uploads/${folder}/${name}`;
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
    const publicPath = await this.save(folder, kind, bytes);
    try {
      return await record(publicPath);
    } catch (err) {
      await this.remove(publicPath).catch(() => undefined);
      throw err;
    }
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
}
