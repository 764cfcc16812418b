// "Faculty Directory" table of SPEC.md §2.15 on the shared DataTable: search, sortable columns, paging;
// a row opens the edit page (by click, or Enter/Space when the row has focus), Edit and Delete act on
// their own; on a narrow screen a card per member with both actions in view (issue 13, defect 3).
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toPath, type Faculty } from '@gsvmc/shared-types';
import { Button } from '@gsvmc/shared-kit';
import { DataTable, textColumn } from '@gsvmc/shared-kit/table';
import { DeleteButton } from '../../../components/DeleteButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useConfirmedDelete } from '../../../lib/useConfirmedDelete';
import { useDeleteFacultyMemberMutation } from '../facultyApi';

const editPath = (id: string) => toPath('adminEditFaculty', { id });

export function FacultyTable({ faculty, highlightId }: { faculty: Faculty[]; highlightId?: string | null }) {
  const navigate = useNavigate();
  const [deleteFacultyMember] = useDeleteFacultyMemberMutation();
  const { deletingId, onDelete } = useConfirmedDelete(deleteFacultyMember, {
    confirm: 'Are you sure you want to delete this faculty member?',
    success: 'Faculty member deleted successfully!',
    failure: 'Failed to delete faculty member',
  });

  const columns = useMemo(
    () => [
      textColumn<Faculty>('name', 'Name'),
      textColumn<Faculty>('designation', 'Designation'),
      textColumn<Faculty>('department', 'Department'),
    ],
    [],
  );

  return (
    <DataTable
      label="Faculty members; select a row to edit it"
      data={faculty}
      columns={columns}
      getRowId={(m) => m._id}
      rowName={(m) => m.name}
      onOpen={(m) => navigate(editPath(m._id))}
      highlightId={highlightId}
      searchPlaceholder="Name, designation or department"
      renderActions={(member) => (
        <>
          <Button as={Link} to={editPath(member._id)} $variant="secondary" $small>
            Edit<VisuallyHidden> {member.name}</VisuallyHidden>
          </Button>
          <DeleteButton
            name={member.name}
            deleting={deletingId === member._id}
            onDelete={() => void onDelete(member._id)}
          />
        </>
      )}
    />
  );
}
