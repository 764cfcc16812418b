// What only an administrator may see (users, the audit log). The sidebar does not offer these pages
// to an editor; one who types the address is told why, and the API refuses the calls anyway.
import type { ReactNode } from 'react';
import { PageHeader, useAuth, useMessages } from '@gsvmc/shared-kit';
import { commonMessages } from '../lib/messages';

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { isAdmin } = useAuth();
  const t = useMessages(commonMessages);
  if (isAdmin) return <>{children}</>;
  return (
    <>
      <PageHeader title={title} />
      <p role="alert">{t('adminOnly')}</p>
    </>
  );
}
