// The editing flow behind DocumentEditor: load the draft (or the copy this browser kept of an edit
// never saved), save it (checked first, so content the API would refuse is never sent), publish now
// or at a time after showing what changes, restore a revision, and the 409 when someone saved first.
import { useEffect, useMemo, useState } from 'react';
import { LINK_NOT_ALLOWED, type PageContent, type PageDraft, type SiteSettings } from '@gsvmc/shared-types';
import { getErrorStatus, useAuth, useConfirm, useLocale, useMessages, useToast } from '@gsvmc/shared-kit';
import { collegeDateAndTime } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import type { ConflictInfo } from './components/ConflictDialog';
import type { Saver } from './components/PublishDialog';
import { checkBeforeSave, conflictOf, problemOf, type Problem } from './editorRefusals';
import { editorFlowMessages } from './editorFlow.messages';
import { pagesMessages } from './messages';
import {
  useGetDraftQuery,
  useLazyGetLiveQuery,
  usePublishMutation,
  useRestoreRevisionMutation,
  useSaveDraftMutation,
  type DocPath,
} from './pagesAdminApi';
import { changesToPublish, type Change } from './publishSummary';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { readLocalDraft, useLocalDraft } from './useLocalDraft';

export type Content = PageContent | SiteSettings;

interface Edit {
  content: Content;
  /** The server version this edit started from. */
  version: number;
}

type Draft = Pick<PageDraft, 'version' | 'updatedAt' | 'updatedBy' | 'updatedByName'>;

/** The publish question while it is asked: the version to publish and what it changes. */
export interface PublishAsk {
  version: number;
  changes: Change[];
  neverPublished: boolean;
  saver: Saver | null;
  at: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useEditorFlow(doc: DocPath) {
  const draft = useGetDraftQuery(doc);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [restoredLocal, setRestoredLocal] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  // The dialog is where the clerk is looking; closed, the refusal stays above the editor until resolved.
  const [conflictOpen, setConflictOpen] = useState(false);
  const [asking, setAsking] = useState<PublishAsk | null>(null);
  const [publishAt, setPublishAt] = useState('');
  // How many times Preview was pressed (0: closed): each press brings the panel into view again.
  const [preview, setPreview] = useState(0);
  const t = useMessages(pagesMessages);
  const tf = useMessages(editorFlowMessages);
  const { user } = useAuth();
  const errorText = useErrorText();
  const locale = useLocale();
  const [save, saving] = useSaveDraftMutation();
  const [publish, publishing] = usePublishMutation();
  const [restore, restoring] = useRestoreRevisionMutation();
  const [loadLive] = useLazyGetLiveQuery();
  const toast = useToast();
  const confirm = useConfirm();

  const server = draft.data;
  // First load: the server's draft, or the copy this browser kept of an edit never saved.
  useEffect(() => {
    if (!server || edit) return;
    const local = readLocalDraft<Content>(doc);
    if (local && !same(local.content, server.content)) {
      setEdit({ content: local.content, version: local.version });
      setRestoredLocal(true);
    } else setEdit({ content: server.content, version: server.version });
  }, [server, edit, doc]);

  const dirty = !!edit && !!server && (!same(edit.content, server.content) || edit.version !== server.version);
  const clearLocal = useLocalDraft(doc, edit, dirty);
  useLeaveWarning(dirty, () =>
    confirm(tf('leaveQuestion'), { title: tf('leaveTitle'), confirmLabel: tf('leave'), cancelLabel: tf('stay') }),
  );

  /** "you" or the saver's name, with the time in Dhaka; null when the draft does not say. */
  const saverOf = (d: Draft | undefined): Saver | null => {
    if (!d?.updatedBy) return null;
    const byYou = !!user?.email && d.updatedBy === user.email;
    return {
      who: byYou ? tf('you') : (d.updatedByName ?? d.updatedBy),
      byYou,
      ...collegeDateAndTime(d.updatedAt, locale),
    };
  };
  const onConflict = (error: unknown) => {
    setConflict(conflictOf(error));
    setConflictOpen(true);
  };
  /** A refusal beside its field and in a toast; a refused link in the editor's own words for links. */
  const refuse = (refused: Problem | null, fallback: string) => {
    if (refused?.code === LINK_NOT_ALLOWED) refused.message = t('linkNotAllowed');
    setProblem(refused);
    toast.error(refused?.message ?? fallback);
  };

  const reload = async () => {
    const fresh = await draft.refetch().unwrap();
    clearLocal();
    setEdit({ content: fresh.content, version: fresh.version });
    setConflict(null);
    setConflictOpen(false);
    setProblem(null);
    setRestoredLocal(false);
  };

  /** Saves the edit; the saved draft, or null when the save was refused. */
  async function saveDraft(over?: number): Promise<Draft | null> {
    if (!edit) return null;
    setProblem(null);
    const refused = checkBeforeSave(doc, edit.content, locale);
    if (refused) {
      // Said in the editor's language, beside the field; nothing is sent.
      refuse(refused, t('saveFailed'));
      return null;
    }
    try {
      const saved = await save({ doc, content: edit.content, version: over ?? edit.version }).unwrap();
      clearLocal();
      setEdit({ content: saved.content, version: saved.version });
      setConflict(null);
      setConflictOpen(false);
      setRestoredLocal(false);
      toast.success(t('draftSaved'));
      return saved;
    } catch (error) {
      if (getErrorStatus(error) === 409) onConflict(error);
      // A code with its own words is said in the editor's language; other refusals as the API words them.
      else refuse(problemOf(error, locale), errorText(error, t('saveFailed')));
      return null;
    }
  }

  /** Keep my edit: save it over the newer version (theirs stays in the history only if it was published). */
  async function keepMine() {
    const latest = await draft.refetch().unwrap();
    await saveDraft(latest.version);
  }

  /** Publish asks first: the draft (saved now if it has changes) against what visitors see. */
  async function onPublish() {
    if (!edit) return;
    const content = edit.content;
    const saved = dirty ? await saveDraft() : server;
    if (!saved) return;
    let live: Content | null = null;
    try {
      live = (await loadLive(doc, false).unwrap()).content;
    } catch (error) {
      if (getErrorStatus(error) !== 404) {
        toast.error(errorText(error, t('publishFailed')));
        return;
      }
    }
    setAsking({
      version: saved.version,
      changes: changesToPublish(doc === 'site', live, content),
      neverPublished: live === null,
      saver: saverOf(saved),
      at: publishAt ? new Date(publishAt).toISOString() : null,
    });
  }

  async function confirmPublish(ask: PublishAsk) {
    setAsking(null);
    try {
      await publish({ doc, version: ask.version, publishAt: ask.at }).unwrap();
      setPublishAt('');
      toast.success(ask.at ? t('scheduledToast', { when: publishAt.replace('T', ' ') }) : t('publishedToast'));
    } catch (error) {
      if (getErrorStatus(error) === 409) onConflict(error);
      else toast.error(errorText(error, t('publishFailed')));
    }
  }

  async function onRestore(id: number, number: number) {
    if (!edit) return;
    if (!(await confirm(t('restoreQuestion', { n: number, unsaved: dirty }), { confirmLabel: t('restore') }))) return;
    try {
      await restore({ doc, id, version: dirty ? undefined : edit.version }).unwrap();
      await reload();
      toast.success(t('restored', { n: number }));
    } catch (error) {
      if (getErrorStatus(error) === 409) onConflict(error);
      else toast.error(errorText(error, t('restoreFailed')));
    }
  }

  async function onPreview() {
    if (dirty && (await saveDraft()) === null) return;
    setPreview((n) => n + 1);
  }

  const setContent = useMemo(
    () => (content: Content) => setEdit((current) => (current ? { ...current, content } : current)),
    [],
  );

  return {
    draft,
    server,
    edit,
    setContent,
    dirty,
    restoredLocal,
    problem,
    conflict,
    conflictOpen,
    closeConflict: () => setConflictOpen(false),
    asking,
    cancelPublish: () => setAsking(null),
    publishAt,
    setPublishAt,
    preview,
    closePreview: () => setPreview(0),
    saver: saverOf(server),
    busy: { saving: saving.isLoading, publishing: publishing.isLoading, restoring: restoring.isLoading },
    reload,
    saveDraft,
    keepMine,
    onPublish,
    confirmPublish,
    onRestore,
    onPreview,
  };
}
