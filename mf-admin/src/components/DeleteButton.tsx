import { Button } from '@gsvmc/shared-kit';
import { VisuallyHidden } from './VisuallyHidden';

/** The small danger "Delete" of a list row; `name` completes its accessible name ("Delete <name>"). */
export function DeleteButton({ name, deleting, onDelete }: { name: string; deleting: boolean; onDelete: () => void }) {
  return (
    <Button $variant="danger" $small disabled={deleting} onClick={onDelete}>
      {deleting ? 'Deleting...' : 'Delete'}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
