// A warning before leaving an edit page with unsaved changes, as admin tools do.
//
// The site's router is a <BrowserRouter>, where React Router's useBlocker is not available, so two
// exits are guarded here: closing or reloading the tab (the browser's own beforeunload question) and
// following a link inside the page (the sidebar, the breadcrumb, "Back"), which is asked in the site's
// dialog. The browser's Back button is not intercepted.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConfirm, useMessages } from '@gsvmc/shared-kit';
import { facultyMessages } from './messages';

/** Sections of a page report whether they hold unsaved changes; the page warns if any does. */
export function useUnsavedChangesRegistry() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, isDirty: boolean) => {
    setDirty((prev) => {
      if (prev.has(id) === isDirty) return prev;
      const next = new Set(prev);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return useMemo(() => ({ dirty: dirty.size > 0, report }), [dirty, report]);
}

export const UnsavedChangesContext = createContext<((id: string, dirty: boolean) => void) | null>(null);

/** A section's report: `dirty` while it is open with changes; cleared when it unmounts. */
export function useReportUnsaved(id: string, dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report?.(id, dirty);
  }, [report, id, dirty]);
  useEffect(() => () => report?.(id, false), [report, id]);
}

export function useUnsavedChangesWarning(dirty: boolean) {
  const confirm = useConfirm();
  const t = useMessages(facultyMessages);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === pathname && url.search === search) return;
      // Before React Router's own click handler (this listener runs in the capture phase).
      e.preventDefault();
      e.stopPropagation();
      void confirm(t('leaveMessage'), { confirmLabel: t('leave'), title: t('unsavedTitle') }).then((leave) => {
        if (leave) {
          dirtyRef.current = false;
          navigate(url.pathname + url.search + url.hash);
        }
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, confirm, navigate, pathname, search, t]);
}
