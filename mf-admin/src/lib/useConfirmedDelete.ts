// Delete after a confirm, the same way in every list of the admin (notices, photos, faculty): the
// row being deleted is remembered so its button can say "Deleting...", and the outcome is a toast,
// with the server's message after the failure text when it sent one.
import { useState } from 'react';
import { getErrorMessage, useConfirm, useToast } from '@gsvmc/shared-kit';

export interface DeleteTexts {
  /** The confirm dialog's question. */
  confirm: string;
  success: string;
  /** Shown as is, or as `failure: detail` when the server explains. */
  failure: string;
}

export function useConfirmedDelete(remove: (id: string) => { unwrap: () => Promise<unknown> }, texts: DeleteTexts) {
  const confirm = useConfirm();
  const toast = useToast();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function onDelete(id: string) {
    if (!(await confirm(texts.confirm))) return;
    setDeletingId(id);
    try {
      await remove(id).unwrap();
      toast.success(texts.success);
    } catch (error) {
      const detail = getErrorMessage(error, '');
      toast.error(detail ? `${texts.failure}: ${detail}` : texts.failure);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, onDelete };
}
