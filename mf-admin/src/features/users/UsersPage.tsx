// Users (/admin/users, administrators only): every account with its role, last sign-in and state;
// change a role, disable or re-enable an account (its sessions end at once), create a staff account
// and issue a one-time password link. The API refuses removing the last administrator and says why.
import { useMemo, useState } from 'react';
import { ROLE_LABELS, ROLES, type ResetLink, type Role, type UserAccount } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  PageHeader,
  getErrorMessage,
  useAuth,
  useConfirm,
  useDocumentTitle,
  useToast,
} from '@gsvmc/shared-kit';
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import styled from 'styled-components';
import { Select } from '../../components/form';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDateTime } from '../../lib/dates';
import { AdminOnly } from '../../components/AdminOnly';
import { CreateUserForm } from './components/CreateUserForm';
import { ResetLinkNotice } from './components/ResetLinkNotice';
import { useGetUsersQuery, useIssueResetLinkMutation, useUpdateUserMutation } from '../../lib/usersApi';

export default function UsersPage() {
  useDocumentTitle('Users');
  return (
    <AdminOnly title="Users">
      <Users />
    </AdminOnly>
  );
}

function Users() {
  const { user: me } = useAuth();
  const users = useGetUsersQuery();
  const [update] = useUpdateUserMutation();
  const [issueLink] = useIssueResetLinkMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [shown, setShown] = useState<{ email: string; link: ResetLink } | null>(null);

  const run = async (account: UserAccount, work: () => Promise<string>) => {
    setBusyId(account._id);
    try {
      toast.success(await work());
    } catch (error) {
      toast.error(getErrorMessage(error, `The account ${account.email} could not be changed`));
    } finally {
      setBusyId(null);
    }
  };

  const onRole = async (account: UserAccount, role: Role) => {
    if (role === account.role) return;
    const ok = await confirm(`Make ${account.email} ${ROLE_LABELS[role].toLowerCase()}?`, {
      confirmLabel: 'Change role',
      title: 'Change role',
    });
    if (!ok) return;
    await run(account, async () => {
      await update({ id: account._id, changes: { role } }).unwrap();
      return `${account.email} is now ${ROLE_LABELS[role].toLowerCase()}`;
    });
  };

  const onToggle = async (account: UserAccount) => {
    const disabling = !account.disabled;
    if (disabling) {
      const ok = await confirm(
        `Disable ${account.email}? They are signed out everywhere at once and cannot sign in until re-enabled.`,
        { confirmLabel: 'Disable', title: 'Disable account' },
      );
      if (!ok) return;
    }
    await run(account, async () => {
      await update({ id: account._id, changes: { disabled: disabling } }).unwrap();
      return disabling ? `${account.email} is disabled and signed out` : `${account.email} can sign in again`;
    });
  };

  const onLink = (account: UserAccount) =>
    run(account, async () => {
      const link = await issueLink(account._id).unwrap();
      setShown({ email: account.email, link });
      return `A new password link for ${account.email} is shown above`;
    });

  const columns = useMemo<ColumnDef<UserAccount, string>[]>(
    () => [
      { id: 'username', header: 'Name', accessorFn: (u) => u.username, sortingFn: 'alphanumeric' },
      { id: 'email', header: 'Email', accessorFn: (u) => u.email },
      { id: 'role', header: 'Role', accessorFn: (u) => ROLE_LABELS[u.role] },
      {
        id: 'lastLoginAt',
        header: 'Last sign-in',
        accessorFn: (u) => u.lastLoginAt ?? '',
        cell: (c) => (c.getValue() ? formatDateTime(c.getValue()) : 'Never'),
        enableGlobalFilter: false,
      },
      { id: 'state', header: 'State', accessorFn: (u) => (u.disabled ? 'Disabled' : 'Active') },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="Users" />
      {shown && <ResetLinkNotice email={shown.email} link={shown.link} onClose={() => setShown(null)} />}
      <CreateUserForm onCreated={(email, link) => setShown({ email, link })} />
      <AsyncView
        query={users}
        loading="Loading accounts..."
        error="Failed to load the accounts"
        empty="No accounts yet."
      >
        {(accounts) => (
          <DataTable
            label="Accounts"
            data={accounts}
            columns={columns}
            getRowId={(u) => u._id}
            rowName={(u) => u.email}
            searchPlaceholder="Name, email or role"
            // Three controls per row need the room: below this the accounts are cards (at 1280 px the
            // table beside the sidebar clipped the last column).
            cardsBelowPx={1100}
            renderActions={(account) => {
              const self = account._id === me?._id;
              const busy = busyId === account._id;
              return (
                <Actions>
                  <label>
                    <VisuallyHidden>Role of {account.email}</VisuallyHidden>
                    <Select
                      value={account.role}
                      disabled={busy}
                      onChange={(e) => void onRole(account, e.target.value as Role)}
                    >
                      {(ROLES as readonly Role[]).map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </Select>
                  </label>
                  {!self && (
                    <Button
                      $small
                      $variant={account.disabled ? 'secondary' : 'danger'}
                      disabled={busy}
                      onClick={() => void onToggle(account)}
                    >
                      {account.disabled ? 'Enable' : 'Disable'}
                      <VisuallyHidden> {account.email}</VisuallyHidden>
                    </Button>
                  )}
                  {!account.disabled && (
                    <Button $small $variant="secondary" disabled={busy} onClick={() => void onLink(account)}>
                      Password link<VisuallyHidden> for {account.email}</VisuallyHidden>
                    </Button>
                  )}
                </Actions>
              );
            }}
          />
        )}
      </AsyncView>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  select {
    padding: 4px 6px;
  }
`;
