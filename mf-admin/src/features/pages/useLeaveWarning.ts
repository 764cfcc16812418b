// A warning before an editor leaves with changes not saved: the browser's own question when the tab
// is closed or reloaded (beforeunload), and the portal's question when a link inside the site is
// followed (the sidebar, a breadcrumb). The unsaved edit is also kept in this browser (useLocalDraft),
// so leaving anyway loses nothing for good.
import { useEffect, useRef } from 'react';

/** A click that would take this tab to another address of this site. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const to = new URL(anchor.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  const here = window.location;
  // A link to a place on this same page (#section) does not leave it.
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return anchor;
}

/**
 * While `dirty`, asks before leaving. `ask` returns whether to leave (the portal's confirm dialog).
 */
export function useLeaveWarning(dirty: boolean, ask: () => Promise<boolean>) {
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    if (!dirty) return;
    let allowed: HTMLAnchorElement | null = null;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before the router's own handler on the app's root, so the
    // navigation waits for the answer; a "leave" replays the same click on the same link.
    const onClick = (event: MouseEvent) => {
      const anchor = leavingLink(event);
      if (!anchor) return;
      if (anchor === allowed) {
        allowed = null;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      void askRef.current().then((leave) => {
        if (!leave || !anchor.isConnected) return;
        allowed = anchor;
        anchor.click();
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
