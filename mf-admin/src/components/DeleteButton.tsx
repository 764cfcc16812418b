import styled from 'styled-components';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { commonMessages } from '../lib/messages';
import { VisuallyHidden } from './VisuallyHidden';

/** The small danger "Delete" of a list row; `name` completes its accessible name ("Delete <name>"). */
export function DeleteButton({ name, deleting, onDelete }: { name: string; deleting: boolean; onDelete: () => void }) {
  const t = useMessages(commonMessages);
  return (
    <Delete $variant="danger" $small disabled={deleting} onClick={onDelete}>
      {deleting ? t('deleting') : t('delete')}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Delete>
  );
}

// Kept apart from the row's Edit and Download: a thumb that misses them must not land on Delete.
const Delete = styled(Button)`
  margin-inline-start: 24px;
`;
