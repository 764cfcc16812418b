// "Faculty Directory" table of SPEC.md §2.15: a row opens the edit page (by click, or Enter/Space when
// the row has focus); Edit and Delete act on their own.
import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Faculty } from '@gsvmc/shared-types';
import { Button } from '@gsvmc/shared-kit';
import { DeleteButton } from '../../../components/DeleteButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useConfirmedDelete } from '../../../lib/useConfirmedDelete';
import { useDeleteFacultyMemberMutation } from '../facultyApi';
import { toPath } from '@gsvmc/shared-types';

export function FacultyTable({ faculty }: { faculty: Faculty[] }) {
  const navigate = useNavigate();
  const [deleteFacultyMember] = useDeleteFacultyMemberMutation();
  const { deletingId, onDelete } = useConfirmedDelete(deleteFacultyMember, {
    confirm: 'Are you sure you want to delete this faculty member?',
    success: 'Faculty member deleted successfully!',
    failure: 'Failed to delete faculty member',
  });

  const open = (id: string) => navigate(toPath('adminEditFaculty', { id }));

  function onRowKey(e: KeyboardEvent<HTMLTableRowElement>, id: string) {
    // Only when the row itself has focus: Enter on the Delete button must not also open the page.
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(id);
    }
  }

  return (
    <Scroll>
      <Table>
        <caption>
          <VisuallyHidden>Faculty members; select a row to edit it</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Designation</th>
            <th scope="col">Department</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {faculty.map((member) => (
            <Row
              key={member._id}
              tabIndex={0}
              aria-label={`${member.name}, open to edit`}
              onClick={() => open(member._id)}
              onKeyDown={(e) => onRowKey(e, member._id)}
            >
              <th scope="row">{member.name}</th>
              <td>{member.designation}</td>
              <td>{member.department}</td>
              <td>
                <Actions onClick={(e) => e.stopPropagation()}>
                  <Button as={Link} to={toPath('adminEditFaculty', { id: member._id })} $variant="secondary" $small>
                    Edit<VisuallyHidden> {member.name}</VisuallyHidden>
                  </Button>
                  <DeleteButton
                    name={member.name}
                    deleting={deletingId === member._id}
                    onDelete={() => void onDelete(member._id)}
                  />
                </Actions>
              </td>
            </Row>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

// position: relative so the visually-hidden texts (absolutely positioned) are clipped here too,
// instead of widening the page on phones.
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.background};
  }
  tbody th {
    font-weight: 600;
  }
`;

const Row = styled.tr`
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;
