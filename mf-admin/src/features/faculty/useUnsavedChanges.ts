// A warning before leaving a faculty member's page with unsaved changes, as admin tools do: the
// portal's one rule for it (lib/useLeaveWarning, which the page editor uses too) asks when a link is
// followed or the browser's Back is pressed, and the browser asks when the tab is closed or reloaded.
// Each section of the page reports whether it holds unsaved changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useConfirm, useMessages } from '@gsvmc/shared-kit';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
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

/** While `dirty`, asks before leaving: a link, the browser's Back, a reload (lib/useLeaveWarning). */
export function useUnsavedChangesWarning(dirty: boolean) {
  const confirm = useConfirm();
  const t = useMessages(facultyMessages);
  useLeaveWarning(dirty, () => confirm(t('leaveMessage'), { confirmLabel: t('leave'), title: t('unsavedTitle') }));
}
