// A warning before an editor leaves with changes not saved: the browser's own question when the tab
// is closed or reloaded (beforeunload), and the portal's question when a link inside the site is
// followed (the sidebar, a breadcrumb) or the browser's Back is pressed (the button, Alt+Left, a
// phone's back gesture). The unsaved edit is also kept in this browser (useLocalDraft), so leaving
// anyway loses nothing for good.
//
// Back: the shell's <BrowserRouter> cannot hold a navigation back (useBlocker needs a data router), so
// while the edit is unsaved one extra history entry sits on top of the editor's: the same address and
// the same router state, plus a mark. Back then only steps from that entry down to the editor's own,
// which the router sees as the same location (same key: the editor is not remounted, the edit stays on
// screen), and the question is asked there. "Stay" puts the extra entry back; "Leave" steps past the
// editor's entry. Once the edit is saved or discarded the extra entry is taken away again, so one Back
// press leaves: no press is spent on an entry that only repeats the editor.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@gsvmc/shared-types';

/** The mark on the extra history entry that holds Back while an edit is unsaved. */
export const BACK_GUARD = 'gsvmcUnsavedEdit';

type HistoryState = Record<string, unknown> | null;
const entryState = () => window.history.state as HistoryState;

/** Whether this tab is on the extra entry. */
export const onBackGuard = () => entryState()?.[BACK_GUARD] === true;

const addressHere = () => `${window.location.pathname}${window.location.search}`;

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

interface BackGuardOptions {
  dirty: () => boolean;
  /** Whether to leave (the portal's question). */
  ask: () => Promise<boolean>;
  /** Leave when there is nothing of this site to go back to (the editor was the tab's first page). */
  leaveToPortal: () => void;
}

/** The history side of the warning, for one editor on screen. */
function createBackGuard({ dirty, ask, leaveToPortal }: BackGuardOptions) {
  // The editor's own address: the extra entry is only ever put on top of it.
  const home = addressHere();
  // A history step this guard took itself, announced by the popstate it causes.
  let expecting: 'drop' | 'leave' | null = null;
  let afterDrop: (() => void) | null = null;
  let asking = false;
  let leaving = false;
  let disposed = false;

  const push = () => {
    if (leaving || onBackGuard() || addressHere() !== home) return;
    window.history.pushState({ ...entryState(), [BACK_GUARD]: true }, '');
  };

  /** Steps off the extra entry (the same address: only the router's listener notices, and ignores). */
  const drop = (then?: () => void) => {
    if (expecting === 'drop') {
      if (then) afterDrop = then;
      return;
    }
    if (!onBackGuard()) {
      then?.();
      return;
    }
    expecting = 'drop';
    afterDrop = then ?? null;
    window.history.back();
  };

  /** The extra entry while the edit is unsaved, none once it is saved or discarded. */
  const sync = () => {
    if (disposed || expecting) return;
    if (dirty()) push();
    else drop();
  };

  const leave = () => {
    leaving = true;
    const idx = entryState()?.idx;
    if (typeof idx === 'number' && idx > 0) {
      expecting = 'leave';
      // From the extra entry (Forward was pressed meanwhile) it takes two steps.
      window.history.go(onBackGuard() ? -2 : -1);
    } else leaveToPortal();
  };

  const onPopState = () => {
    if (expecting === 'drop') {
      expecting = null;
      const then = afterDrop;
      afterDrop = null;
      if (then) then();
      // An edit typed while the entry was going away needs it back.
      else sync();
      return;
    }
    if (expecting === 'leave') {
      expecting = null;
      return;
    }
    // Back from the extra entry lands on the editor's own; anything else (a jump further back chosen
    // from the Back button's list) is the router's to follow.
    if (leaving || asking || !dirty() || onBackGuard() || addressHere() !== home) return;
    asking = true;
    void ask().then((yes) => {
      asking = false;
      if (disposed) return;
      if (yes) leave();
      else sync();
    });
  };

  window.addEventListener('popstate', onPopState);
  return {
    sync,
    /** Steps off the extra entry first, so a link followed from here replaces nothing it should not. */
    drop,
    dispose() {
      disposed = true;
      window.removeEventListener('popstate', onPopState);
    },
  };
}

/**
 * While `dirty`, asks before leaving. `ask` returns whether to leave (the portal's confirm dialog).
 */
export function useLeaveWarning(dirty: boolean, ask: () => Promise<boolean>) {
  const askRef = useRef(ask);
  askRef.current = ask;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const guardRef = useRef<ReturnType<typeof createBackGuard> | null>(null);

  useEffect(() => {
    const guard = createBackGuard({
      dirty: () => dirtyRef.current,
      ask: () => askRef.current(),
      leaveToPortal: () => navigateRef.current(PATHS.admin, { replace: true }),
    });
    guardRef.current = guard;
    // Also on arriving at an extra entry left behind (the session ended with an edit unsaved): a page
    // with nothing unsaved takes it away.
    guard.sync();
    return () => {
      guard.dispose();
      guardRef.current = null;
    };
  }, []);

  useEffect(() => {
    guardRef.current?.sync();
    if (!dirty) return;
    let allowed: HTMLAnchorElement | null = null;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before the router's own handler on the app's root, so the
    // navigation waits for the answer; a "leave" replays the same click on the same link, from the
    // editor's own entry, so Back from where the link leads comes to the editor in one press.
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
        const follow = () => {
          if (!anchor.isConnected) return;
          allowed = anchor;
          anchor.click();
        };
        if (guardRef.current) guardRef.current.drop(follow);
        else follow();
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
