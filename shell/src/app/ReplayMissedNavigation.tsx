// A Back or Forward pressed while a page is starting. The router reads the address when it first
// renders and listens for `popstate` only once the page has committed; a server-rendered page hydrates
// in slices between the two (app/hydrate.ts). A Back pressed then (after a reload, Back stays in the same
// document) moved the address bar but left the page where it was, for good: found by a journey that
// pressed Back right after a reload. Once the router listens, a difference is replayed as the
// `popstate` it missed.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { stripLocale } from '@gsvmc/shared-kit';

export function ReplayMissedNavigation() {
  const location = useLocation();
  const checked = useRef(false);
  useEffect(() => {
    // Once, after the router's own start-up: passive effects run after its listener is attached.
    if (checked.current) return;
    checked.current = true;
    const { search, hash } = window.location;
    // The router's path is without the language prefix (its basename).
    const pathname = stripLocale(window.location.pathname);
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, [location]);
  return null;
}
