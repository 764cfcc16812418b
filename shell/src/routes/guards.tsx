// The two nested wrappers of the admin routes (SPEC.md §2.1, §4, §6). SPEC does not say what each
// checks; here the first checks the session, the second the role.
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@gsvmc/shared-kit';
import { ADMIN_REMOTE, ensureRemoteRegistered } from '../federation/remotes';
import { useWholeWordsByReload } from '../federation/words';
import { PageLoading } from '../federation/RemotePage';
import { PATHS } from '@gsvmc/shared-types';

/**
 * Signed in? "Loading..." while the profile asked for on load is on its way; without a session (none,
 * a failed profile fetch, or a 401 that ended it) -> /login, remembering where the visitor was going.
 */
export function RequireAuth() {
  const { status, isLoggedIn } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <PageLoading />;
  if (!isLoggedIn) return <Navigate to={PATHS.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Staff (admin or editor)? Anyone else signed in goes to /unauthorized. Only now is mf_admin
 * registered. The portal hides what an editor may not do (users, audit, purge) and the API refuses it.
 */
export function RequireAdmin() {
  const { isStaff } = useAuth();
  if (!isStaff) return <Navigate to={PATHS.unauthorized} replace />;
  return <AdminRemote />;
}

/**
 * The admin portal, on whole words files (staff change its language in place): drawn on a page load of
 * one language's words (a session begun in another tab), the page is loaded anew (federation/words.ts).
 */
export function AdminWords() {
  const reloading = useWholeWordsByReload();
  return reloading ? <PageLoading /> : <Outlet />;
}

function AdminRemote() {
  // Registration happens once, before the admin pages below ask for their modules; a missing URL
  // in config.json surfaces as the pages' "temporarily unavailable" fallback.
  useState(() => {
    try {
      ensureRemoteRegistered(ADMIN_REMOTE);
    } catch (error) {
      console.warn('[shell]', error);
    }
    return true;
  });
  return <Outlet />;
}
