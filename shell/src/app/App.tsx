import { useRoutes } from 'react-router-dom';
import { DEFAULT_LOCALE, ToastArea, useRestoreSession, type Locale } from '@gsvmc/shared-kit';
import { PageLocale } from './PageLocale';
import { routes } from '../routes/routeTable';
import { useSessionExpiredNotice } from '../features/auth/useSessionExpiredNotice';
import { useForgetEndedSession } from '../features/auth/useForgetEndedSession';

/**
 * The shell's page: the routes of §2.1 and the one toast area (top right, 3000 ms), in the language
 * of the address (`addressLocale`: the router's basename holds its prefix) or the portal user's.
 */
export function App({ addressLocale = DEFAULT_LOCALE }: { addressLocale?: Locale }) {
  useRestoreSession();
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
