import type { Photo } from '@gsvmc/shared-types';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import type { DB } from '../db/schema';

const toPhoto = (row: { id: string; title: string; image_path: string; created_at: string }): Photo => ({
  _id: row.id,
  title: row.title,
  imageUrl: row.image_path,
  createdAt: row.created_at,
});

export class PhotosRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache?: ResponseCache,
  ) {}

  /** Newest first, like the notices. */
  async list(): Promise<Photo[]> {
    const rows = await this.db.selectFrom('photos').selectAll().orderBy('seq', 'desc').execute();
    return rows.map(toPhoto);
  }

  async create(input: { title: string; imagePath: string }): Promise<Photo> {
    const row = {
      id: randomUUID(),
      title: input.title,
      image_path: input.imagePath,
      created_at: new Date().toISOString(),
    };
    await this.db.insertInto('photos').values(row).execute();
    this.cache?.invalidate('photos');
    return toPhoto(row);
  }

  async remove(id: string): Promise<Photo | undefined> {
    // One statement: of two deletes racing on different replicas, only one gets the row back.
    const row = await this.db.deleteFrom('photos').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) return undefined;
    this.cache?.invalidate('photos');
    return toPhoto(row);
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
