// Delete after a confirm, the same way in every list of the admin (notices, photos, faculty): the
// row being deleted is remembered so its button can say "Deleting...", and the outcome is a toast
// in SPEC.md §8's words.
import { useState } from 'react';
import { useConfirm, useMessages, useToast } from '@gsvmc/shared-kit';
import { commonMessages } from './messages';

export interface DeleteTexts {
  /** The confirm dialog's question. */
  confirm: string;
  success: string;
  failure: string;
}

export function useConfirmedDelete(remove: (id: string) => { unwrap: () => Promise<unknown> }, texts: DeleteTexts) {
  const confirm = useConfirm();
  const toast = useToast();
  const t = useMessages(commonMessages);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function onDelete(id: string) {
    if (!(await confirm(texts.confirm, { confirmLabel: t('delete'), title: t('pleaseConfirm') }))) return;
    setDeletingId(id);
    try {
      await remove(id).unwrap();
      toast.success(texts.success);
    } catch {
      toast.error(texts.failure);
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, onDelete };
}
