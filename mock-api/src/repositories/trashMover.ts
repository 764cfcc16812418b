import type { Transaction } from 'kysely';
import type { DB, TrashEntity } from '../db/schema';
import type { Actor } from './audit';

/**
 * What a repository's delete needs of the trash (TrashRepository implements it): kept apart so the
 * content repositories and the trash, which reads their rows' shapes, do not import each other.
 */
export interface TrashMover {
  /** Inside `trx`: moves the row to the trash with its audit row; the record as it was, or undefined. */
  moveToTrash(trx: Transaction<DB>, entity: TrashEntity, id: string, actor: Actor): Promise<unknown>;
}
