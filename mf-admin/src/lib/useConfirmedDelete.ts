// Delete after a confirm, the same way in every list of the admin (notices, photos, faculty, journal):
// the question names the item and says where it goes ("Delete “Dr. Rahim”? It goes to the Trash; you
// can restore it there."), the row being deleted is remembered so its button can say "Deleting...",
// and the toast that follows carries Undo, which brings the item back through the trash's restore.
import { useState } from 'react';
import type { TrashEntityKind } from '@gsvmc/shared-types';
import { useConfirm, useMessages, useToast } from '@gsvmc/shared-kit';
import { useRestoreTrashItemMutation, useLazyGetTrashQuery } from '../features/trash/trashApi';
import { commonMessages } from './messages';

export interface DeleteOptions {
  /** The kind of item in the trash, to find it again for Undo. */
  entity: TrashEntityKind;
  /** The toast when the delete fails. */
  failure: string;
}

export function useConfirmedDelete(
  remove: (id: string) => { unwrap: () => Promise<unknown> },
  { entity, failure }: DeleteOptions,
) {
  const confirm = useConfirm();
  const toast = useToast();
  const t = useMessages(commonMessages);
  const [loadTrash] = useLazyGetTrashQuery();
  const [restore] = useRestoreTrashItemMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  /** Undo: the newest trash item that was this record, restored as it was. */
  async function undo(id: string, name: string) {
    try {
      const trash = await loadTrash().unwrap();
      const item = trash.find((i) => i.entity === entity && i.entityId === id);
      if (!item) throw new Error('not in the trash');
      await restore(item).unwrap();
      toast.success(t('restored', { name }));
    } catch {
      toast.error(t('undoFailed', { name }));
    }
  }

  async function onDelete(id: string, name: string) {
    const question = t('confirmDeleteNamed', { name });
    if (!(await confirm(question, { confirmLabel: t('delete'), title: t('pleaseConfirm') }))) return;
    setDeletingId(id);
    try {
      await remove(id).unwrap();
      toast.success(t('movedToTrash', { name }), { label: t('undo'), onAction: () => void undo(id, name) });
    } catch {
      toast.error(failure);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, onDelete };
}
