import { useRoutes } from 'react-router-dom';
import { ToastArea, useRestoreSession } from '@gsvmc/shared-kit';
import { routes } from '../routes/routeTable';
import { useSessionExpiredNotice } from '../features/auth/useSessionExpiredNotice';
import { useForgetEndedSession } from '../features/auth/useForgetEndedSession';

/** The shell's page: the routes of §2.1 and the one toast area (top right, 3000 ms). */
export function App() {
  useRestoreSession();
  useSessionExpiredNotice();
  useForgetEndedSession();
  const page = useRoutes(routes);
  return (
    <>
      {page}
      <ToastArea />
    </>
  );
}
