// What only an administrator may see (users, the audit log). The sidebar does not offer these pages
// to an editor; one who types the address is told why, and the API refuses the calls anyway.
import type { ReactNode } from 'react';
import { PageHeader, useAuth } from '@gsvmc/shared-kit';

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { isAdmin } = useAuth();
  if (isAdmin) return <>{children}</>;
  return (
    <>
      <PageHeader title={title} />
      <p role="alert">Only administrators can open this page. Ask an administrator if you need something here.</p>
    </>
  );
}
