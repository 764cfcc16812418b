// The shell's own pages that a visitor's first page does not need (login, register, profile): each in
// a chunk of its own, with the forms library ('@gsvmc/shared-kit/forms') it brings, loaded when the
// page is opened (issue 10, "Fewer bytes"). Loading and failing look as they do for a remote's page.
import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@gsvmc/shared-kit';
import { RemoteErrorBoundary } from '../federation/RemotePage';

export function lazyShellPage(name: string, load: () => Promise<ComponentType>): ComponentType {
  const make = () => lazy(() => load().then((Page) => ({ default: Page })));
  let Lazy = make();
  // A failed load is forgotten, so Retry (or coming back later) tries the network again.
  const forget = () => {
    Lazy = make();
  };
  return function ShellPage() {
    const { pathname } = useLocation();
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(() => {
      forget();
      setAttempt((n) => n + 1);
    }, []);
    return (
      <RemoteErrorBoundary key={attempt} id={`shell/${name}`} resetKey={pathname} onRetry={retry} onError={forget}>
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Lazy />
        </Suspense>
      </RemoteErrorBoundary>
    );
  };
}
