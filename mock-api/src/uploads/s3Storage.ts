import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DERIVED_PATH,
  GENERATED_NAME,
  referencedUuids,
  saveThenRecord,
  STORED_PATH,
  STORED_TYPES,
  UPLOAD_FOLDERS,
  type FileStore,
  type StoredFile,
  type UploadFolder,
} from './fileStore';

/**
 * An object younger than this is never swept: with several replicas, another one may have stored it
 * a moment ago and not yet committed the row that names it.
 */
const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
import type { FileKind } from './sniff';

export interface S3Config {
  /** e.g. https://s3.eu-central-1.amazonaws.com, or a MinIO/Garage/R2 address; empty for AWS's default. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * Uploaded files as objects `<folder>/<uuid>.<ext>` in one bucket. Every replica reads and writes
 * the same bucket, so a file uploaded through one is served by all. Files are streamed through the
 * API rather than redirected to signed URLs (mock-api/README.md says why).
 */
export class S3UploadStore implements FileStore {
  readonly backend = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Since client-s3 3.729 the SDK adds CRC32 checksums to every request and checks them on every
      // answer; many S3-compatible servers refuse or omit them. Only where S3 itself requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails the start with a clear message when the bucket cannot be reached, rather than on the first upload. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (err) {
      const reason = err instanceof Error ? err.message || err.name : String(err);
      throw new Error(
        `Cannot reach the S3 bucket "${this.config.bucket}"${this.config.endpoint ? ` at ${this.config.endpoint}` : ''}: ${reason}`,
      );
    }
  }

  async save(folder: UploadFolder, kind: FileKind, bytes: Buffer): Promise<string> {
    const key = `${folder}/${randomUUID()}.${kind}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: STORED_TYPES[kind] ?? 'application/octet-stream',
      }),
    );
    return `/uploads/${key}`;
  }

  /** A derivative is one more object beside its original: `<folder>/<uuid>.w<width>.<format>`. */
  async saveDerived(publicPath: string, bytes: Buffer): Promise<void> {
    if (!DERIVED_PATH.test(publicPath)) throw new Error(`Not a derivative's path: ${publicPath}`);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: publicPath.slice('/uploads/'.length),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: STORED_TYPES[publicPath.slice(publicPath.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      }),
    );
  }

  async remove(publicPath: string | null | undefined): Promise<void> {
    if (!publicPath || !STORED_PATH.test(publicPath)) return;
    // DeleteObject succeeds for a key that is already gone, as unlink's ENOENT is ignored on disk.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: publicPath.slice('/uploads/'.length) }),
    );
  }

  async saveThen<T>(
    folder: UploadFolder,
    kind: FileKind,
    bytes: Buffer,
    record: (publicPath: string) => Promise<T>,
  ): Promise<T> {
    return saveThenRecord(this, folder, kind, bytes, record);
  }

  /** Every object in a folder, page by page (ListObjectsV2 answers at most 1,000 at a time). */
  private async *objects(folder: UploadFolder): AsyncGenerator<{ name: string; lastModified?: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { name: o.Key.slice(folder.length + 1), lastModified: o.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async list(folder: UploadFolder): Promise<string[]> {
    const names: string[] = [];
    for await (const { name } of this.objects(folder)) names.push(name);
    return names.sort();
  }

  /**
   * Removes objects whose uuid no row names, once they are an hour old (a crash between an object and
   * its row leaves one; a younger one may be another replica's upload in flight).
   */
  async sweepOrphans(referenced: Iterable<string>, now = Date.now()): Promise<string[]> {
    const keep = referencedUuids(referenced);
    const removed: string[] = [];
    for (const folder of UPLOAD_FOLDERS) {
      for await (const { name, lastModified } of this.objects(folder)) {
        const uuid = GENERATED_NAME.exec(name)?.[1];
        const old = lastModified !== undefined && now - lastModified.getTime() > SWEEP_MIN_AGE_MS;
        if (!uuid || keep.has(uuid) || !old) continue;
        await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: `${folder}/${name}` }));
        removed.push(`${folder}/${name}`);
      }
    }
    return removed;
  }

  async read(publicPath: string, range?: string): Promise<StoredFile | undefined> {
    if (!STORED_PATH.test(publicPath)) return undefined;
    // One simple range (what PDF viewers send); anything else gets the whole file, as HTTP allows.
    const simpleRange = range && /^bytes=\d*-\d*$/.test(range) && range !== 'bytes=-' ? range : undefined;
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: publicPath.slice('/uploads/'.length),
          Range: simpleRange,
        }),
      );
      if (!object.Body) return undefined;
      return {
        body: object.Body as Readable,
        length: Number(object.ContentLength ?? 0),
        contentRange: simpleRange ? object.ContentRange : undefined,
      };
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
