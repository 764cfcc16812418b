import { useRoutes } from 'react-router-dom';
import { useEffect, useLayoutEffect } from 'react';
import { DEFAULT_LOCALE, sessionRestoreRequested, ToastArea, useAppDispatch, type Locale } from '@gsvmc/shared-kit';
import { pageFrameDrawn, pageHydrated } from './pageHydration';
import { PageLocale } from './PageLocale';
import { routes } from '../routes/routeTable';
import { useSessionExpiredNotice } from '../features/auth/useSessionExpiredNotice';
import { useForgetEndedSession } from '../features/auth/useForgetEndedSession';

/**
 * The shell's page: the routes of §2.1 and the one toast area (top right, 3000 ms), in the language
 * of the address (`addressLocale`: the router's basename holds its prefix) or the portal user's.
 */
/**
 * Restores the session of a previous visit once the server's page has hydrated (app/pageHydration): the
 * check changes the store (at least "checking" becomes "ready"), and before then that change would make
 * React hydrate the whole page body in one blocking task.
 */
function useRestoreSessionAfterHydration() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let live = true;
    void pageHydrated().then(() => {
      if (live) dispatch(sessionRestoreRequested());
    });
    return () => {
      live = false;
    };
  }, [dispatch]);
}

export function App({ addressLocale = DEFAULT_LOCALE }: { addressLocale?: Locale }) {
  // The frame has hydrated: the page's body, held as the server's HTML, may follow when the browser is idle.
  useLayoutEffect(pageFrameDrawn, []);
  useRestoreSessionAfterHydration();
  useSessionExpiredNotice();
  useForgetEndedSession();
  const page = useRoutes(routes);
  return (
    <PageLocale addressLocale={addressLocale}>
      {page}
      <ToastArea />
    </PageLocale>
  );
}
