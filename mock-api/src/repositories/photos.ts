import type { Photo } from '@gsvmc/shared-types';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import type { DB } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import type { TrashMover } from './trashMover';

export const toPhoto = (row: { id: string; title: string; image_path: string; created_at: string }): Photo => ({
  _id: row.id,
  title: row.title,
  imageUrl: row.image_path,
  createdAt: row.created_at,
});

export class PhotosRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly audit: AuditRepository,
    private readonly trash: TrashMover,
    private readonly cache?: ResponseCache,
  ) {}

  /** Newest first, like the notices. */
  async list(): Promise<Photo[]> {
    const rows = await this.db.selectFrom('photos').selectAll().orderBy('seq', 'desc').execute();
    return rows.map(toPhoto);
  }

  async create(input: { title: string; imagePath: string }, actor: Actor): Promise<Photo> {
    const row = {
      id: randomUUID(),
      title: input.title,
      image_path: input.imagePath,
      created_at: new Date().toISOString(),
    };
    const photo = toPhoto(row);
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('photos').values(row).execute();
      await this.audit.record(trx, actor, {
        action: 'create',
        entity: 'photo',
        entityId: row.id,
        summary: `Added photo “${row.title}”`,
        after: photo,
      });
    });
    this.cache?.invalidate('photos');
    return photo;
  }

  /** Moves the photo to the trash (its image stays stored until it is purged). */
  async remove(id: string, actor: Actor): Promise<Photo | undefined> {
    const removed = await this.db
      .transaction()
      .execute((trx) => this.trash.moveToTrash(trx, 'photo', id, actor) as Promise<Photo | undefined>);
    this.cache?.invalidate('photos');
    return removed;
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
