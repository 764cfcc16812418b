import { Button, useMessages } from '@gsvmc/shared-kit';
import { commonMessages } from '../lib/messages';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The small danger "Delete" of a list row; `name` completes its accessible name ("Delete <name>").
 * Beside other actions it goes in shared-kit's RowActions as `destructive`, which keeps it apart from them.
 */
export function DeleteButton({ name, deleting, onDelete }: { name: string; deleting: boolean; onDelete: () => void }) {
  const t = useMessages(commonMessages);
  return (
    <Button $variant="danger" $small disabled={deleting} onClick={onDelete}>
      {deleting ? t('deleting') : t('delete')}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
