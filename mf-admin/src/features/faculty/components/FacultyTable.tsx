// "Faculty Directory" table of SPEC.md §2.15 on the shared DataTable: search, sortable columns, paging;
// a row opens the edit page (by click, or Enter/Space when the row has focus), Edit and Delete act on
// their own; on a narrow screen a card per member with both actions in view.
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { departmentName, designationName, toPath, type Faculty } from '@gsvmc/shared-types';
import { Button, useLocale, useMessages } from '@gsvmc/shared-kit';
import { RowActions } from '@gsvmc/shared-kit/staff';
import { facultyMessages } from '../messages';
import { DataTable, textColumn } from '@gsvmc/shared-kit/table';
import { DeleteButton } from '../../../components/DeleteButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useConfirmedDelete } from '../../../lib/useConfirmedDelete';
import { useDeleteFacultyMemberMutation } from '../facultyApi';

const editPath = (id: string) => toPath('adminEditFaculty', { id });

export function FacultyTable({ faculty, highlightId }: { faculty: Faculty[]; highlightId?: string | null }) {
  const navigate = useNavigate();
  const t = useMessages(facultyMessages);
  const locale = useLocale();
  const [deleteFacultyMember] = useDeleteFacultyMemberMutation();
  const { deletingId, onDelete } = useConfirmedDelete(deleteFacultyMember, {
    entity: 'faculty',
    failure: t('deleteFailed'),
  });

  const columns = useMemo(
    () => [
      textColumn<Faculty>('name', t('name')),
      // Searched and sorted by the stored English names; drawn in the portal's language.
      {
        ...textColumn<Faculty>('designation', t('designation')),
        cell: (c) => designationName(String(c.getValue() ?? ''), locale),
      },
      {
        ...textColumn<Faculty>('department', t('department')),
        cell: (c) => departmentName(String(c.getValue() ?? ''), locale),
      },
    ],
    [t, locale],
  );

  return (
    <DataTable
      locale={locale}
      label={t('tableLabel')}
      data={faculty}
      columns={columns}
      getRowId={(m) => m._id}
      rowName={(m) => m.name}
      onOpen={(m) => navigate(editPath(m._id))}
      highlightId={highlightId}
      searchPlaceholder={t('searchPlaceholder')}
      renderActions={(member) => (
        <RowActions
          destructive={
            <DeleteButton
              name={member.name}
              deleting={deletingId === member._id}
              onDelete={() => void onDelete(member._id, member.name)}
            />
          }
        >
          <Button as={Link} to={editPath(member._id)} $variant="secondary" $small>
            {t('edit')}
            <VisuallyHidden> {member.name}</VisuallyHidden>
          </Button>
        </RowActions>
      )}
    />
  );
}
