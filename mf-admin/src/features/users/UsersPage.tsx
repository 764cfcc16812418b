// Users (/admin/users, administrators only): every account with its role, last sign-in and state;
// change a role, disable or re-enable an account (its sessions end at once), create a staff account
// and issue a one-time password link. The API refuses removing the last administrator and says why.
import { useMemo, useState } from 'react';
import { ROLES, roleName, type ResetLink, type Role, type UserAccount } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  PageHeader,
  useAuth,
  useConfirm,
  useDocumentTitle,
  useLocale,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { formatCollegeDateTime, CollegeZoneNote } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { commonMessages } from '../../lib/messages';
import { userMessages } from './messages';
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import styled from 'styled-components';
import { Select } from '../../components/form';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { AdminOnly } from '../../components/AdminOnly';
import { CreateUserForm } from './components/CreateUserForm';
import { ResetLinkNotice } from './components/ResetLinkNotice';
import { useGetUsersQuery, useIssueResetLinkMutation, useUpdateUserMutation } from '../../lib/usersApi';

export default function UsersPage() {
  const t = useMessages(userMessages);
  useDocumentTitle(t('pageTitle'));
  return (
    <AdminOnly title={t('pageTitle')}>
      <Users />
    </AdminOnly>
  );
}

function Users() {
  const { user: me } = useAuth();
  const t = useMessages(userMessages);
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  const nameOf = (role: Role) => roleName(role, locale);
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
      toast.error(errorText(error, t('couldNotChange', { email: account.email })));
    } finally {
      setBusyId(null);
    }
  };

  const onRole = async (account: UserAccount, role: Role) => {
    if (role === account.role) return;
    const ok = await confirm(t('makeRole', { email: account.email, role: nameOf(role) }), {
      confirmLabel: t('changeRole'),
      title: t('changeRole'),
    });
    if (!ok) return;
    await run(account, async () => {
      await update({ id: account._id, changes: { role } }).unwrap();
      return t('nowRole', { email: account.email, role: nameOf(role) });
    });
  };

  const onToggle = async (account: UserAccount) => {
    const disabling = !account.disabled;
    if (disabling) {
      const ok = await confirm(t('disableQuestion', { email: account.email }), {
        confirmLabel: t('disable'),
        title: t('disableAccount'),
      });
      if (!ok) return;
    }
    await run(account, async () => {
      await update({ id: account._id, changes: { disabled: disabling } }).unwrap();
      return disabling ? t('disabledNow', { email: account.email }) : t('enabledNow', { email: account.email });
    });
  };

  const onLink = (account: UserAccount) =>
    run(account, async () => {
      const link = await issueLink(account._id).unwrap();
      setShown({ email: account.email, link });
      return t('linkShown', { email: account.email });
    });

  const columns = useMemo<ColumnDef<UserAccount, string>[]>(
    () => [
      { id: 'username', header: t('name'), accessorFn: (u) => u.username, sortingFn: 'alphanumeric' },
      { id: 'email', header: t('email'), accessorFn: (u) => u.email },
      { id: 'role', header: t('role'), accessorFn: (u) => roleName(u.role, locale) },
      {
        id: 'lastLoginAt',
        header: t('lastSignIn'),
        accessorFn: (u) => u.lastLoginAt ?? '',
        cell: (c) => (c.getValue() ? formatCollegeDateTime(c.getValue(), locale) : tc('never')),
        enableGlobalFilter: false,
      },
      { id: 'state', header: t('state'), accessorFn: (u) => (u.disabled ? t('disabled') : t('active')) },
    ],
    [t, tc, locale],
  );

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <CollegeZoneNote />
      {shown && <ResetLinkNotice email={shown.email} link={shown.link} onClose={() => setShown(null)} />}
      <CreateUserForm onCreated={(email, link) => setShown({ email, link })} />
      <AsyncView query={users} loading={t('loading')} error={t('loadFailed')} empty={t('noneYet')}>
        {(accounts) => (
          <DataTable
            locale={locale}
            label={t('accounts')}
            data={accounts}
            columns={columns}
            getRowId={(u) => u._id}
            rowName={(u) => u.email}
            searchPlaceholder={t('searchPlaceholder')}
            // Three controls per row need the room: below this the accounts are cards (at 1280 px the
            // table beside the sidebar clipped the last column).
            cardsBelowPx={1100}
            renderActions={(account) => {
              const self = account._id === me?._id;
              const busy = busyId === account._id;
              return (
                <Actions>
                  <label>
                    <VisuallyHidden>{t('roleOf', { email: account.email })}</VisuallyHidden>
                    <Select
                      value={account.role}
                      disabled={busy}
                      onChange={(e) => void onRole(account, e.target.value as Role)}
                    >
                      {(ROLES as readonly Role[]).map((role) => (
                        <option key={role} value={role}>
                          {nameOf(role)}
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
                      {account.disabled ? t('enable') : t('disable')}
                      <VisuallyHidden> {account.email}</VisuallyHidden>
                    </Button>
                  )}
                  {!account.disabled && (
                    <Button $small $variant="secondary" disabled={busy} onClick={() => void onLink(account)}>
                      {t('passwordLink')}
                      <VisuallyHidden>{t('forEmail', { email: account.email })}</VisuallyHidden>
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
