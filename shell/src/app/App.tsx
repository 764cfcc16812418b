import { useRoutes } from 'react-router-dom';
import { ToastArea } from '@gsvmc/shared-kit';
import { routes } from '../routes/routeTable';
import { useSessionOnLoad } from '../features/auth/useSessionOnLoad';
import { useSessionExpiredNotice } from '../features/auth/useSessionExpiredNotice';
import { useForgetEndedSession } from '../features/auth/useForgetEndedSession';

/** The shell's page: the routes of §2.1 and the one toast area (top right, 3000 ms). */
export function App() {
  useSessionOnLoad();
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
