import type { Readable } from 'node:stream';
import type { FileKind } from './sniff';

export type UploadFolder = 'faculty' | 'notices' | 'photos' | 'journal';
export const UPLOAD_FOLDERS: readonly UploadFolder[] = ['faculty', 'notices', 'photos', 'journal'];

/** The only public paths a store hands out: /uploads/<folder>/<uuid>.<sniffed extension>. */
export const STORED_PATH =
  /^\/uploads\/(faculty|notices|photos|journal)\/[0-9a-f-]{36}(\.(pdf|jpg|png|gif|webp)|\.w\d+\.(webp|avif))$/;

/**
 * A picture's derivative: `<uuid>.w<width>.(webp|avif)` beside the original of the same
 * uuid, named by shared-types' `imageDerivatives`. The only paths `saveDerived` writes to.
 */
export const DERIVED_PATH = /^\/uploads\/(faculty|photos)\/[0-9a-f-]{36}\.w\d+\.(webp|avif)$/;

/** Every stored file's name starts with the uuid of its record's file (derived files included). */
export const GENERATED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;

/** The uuids of the files the database names: what an orphan sweep keeps. */
export function referencedUuids(referenced: Iterable<string>): Set<string> {
  const keep = new Set<string>();
  for (const p of referenced) {
    const match = GENERATED_NAME.exec(p.slice(p.lastIndexOf('/') + 1));
    if (match?.[1]) keep.add(match[1]);
  }
  return keep;
}

/** The MIME type of a stored file, from the extension the store gave it (itself from the sniffed bytes). */
export const STORED_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface StoredFile {
  body: Readable;
  /** Bytes in `body` (the range's, when one was asked for). */
  length: number;
  /** Set when `body` is a part: the Content-Range value, e.g. `bytes 0-99/5000`. */
  contentRange?: string;
}

/**
 * Where uploaded files live: the local disk (storage.ts, the default) or an S3-compatible bucket
 * (s3Storage.ts, STORAGE=s3). Either way the public path is /uploads/<folder>/<name>, so records,
 * URLs and the site do not change with the backend.
 */
export interface FileStore {
  readonly backend: 'disk' | 's3';
  /** Stores the bytes under a generated name (the client's name is never used); returns the public path. */
  save(folder: UploadFolder, kind: FileKind, bytes: Buffer): Promise<string>;
  /**
   * Stores the bytes at a derivative's public path (DERIVED_PATH; anything else is refused), replacing
   * what is there. Derivatives are named after their original, so the caller gives the name.
   */
  saveDerived(publicPath: string, bytes: Buffer): Promise<void>;
  /**
   * Removes a stored file, an original or a derivative; paths not of the generated form are ignored.
   * A missing file is not an error.
   */
  remove(publicPath: string | null | undefined): Promise<void>;
  /** Saves, runs `record`, and removes the file again if `record` fails: a failed request leaves no orphan. */
  saveThen<T>(
    folder: UploadFolder,
    kind: FileKind,
    bytes: Buffer,
    record: (publicPath: string) => Promise<T>,
  ): Promise<T>;
  /** The stored names in a folder (tests, maintenance). */
  list(folder: UploadFolder): Promise<string[]>;
  /**
   * Opens a stored file for sending, or undefined when there is none. `range` is an HTTP Range
   * header (`bytes=0-99`), so PDF viewers can fetch parts as they do from the disk store.
   */
  read(publicPath: string, range?: string): Promise<StoredFile | undefined>;
  /**
   * Start-up sweep: removes stored files whose uuid no row names (what a crash between a file and its
   * row leaves) and returns their `<folder>/<name>`. `referenced` holds the public paths the database names.
   */
  sweepOrphans(referenced: Iterable<string>): Promise<string[]>;
  /** Readiness: resolves when files can be stored and read now, else rejects with a sentence saying why. */
  check(): Promise<void>;
}

/**
 * Saves, runs `record`, and removes the file again if `record` fails: a failed request leaves no
 * orphan. The one implementation of FileStore.saveThen, whichever store holds the bytes.
 */
export async function saveThenRecord<T>(
  store: Pick<FileStore, 'save' | 'remove'>,
  folder: UploadFolder,
  kind: FileKind,
  bytes: Buffer,
  record: (publicPath: string) => Promise<T>,
): Promise<T> {
  const publicPath = await store.save(folder, kind, bytes);
  try {
    return await record(publicPath);
  } catch (err) {
    await store.remove(publicPath).catch(() => undefined);
    throw err;
  }
}
