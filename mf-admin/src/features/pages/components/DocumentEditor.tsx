// The editing frame every page and the site settings share: load the draft, keep the edit (and a copy
// in this browser), Save draft, Preview, Publish now or at a time, History with Restore, and the two
// refusals an editor meets: content the API rejects (the sentence shown beside the field) and a save
// over someone else's (409: a dialog says who saved first and when, "you, in another tab" where that
// is so; nothing typed is lost; reload theirs or keep yours). The draft says who saved it and when;
// Publish first shows what changes against the live page; leaving with unsaved changes asks first.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  checkPageContent,
  checkSiteSettings,
  LINK_NOT_ALLOWED,
  type ApiError,
  type PageContent,
  type PageDraft,
  type SiteSettings,
} from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  collegeDateAndTime,
  useErrorText,
  getErrorStatus,
  isFetchBaseQueryError,
  useConfirm,
  useLocale,
  wordApiError,
  type Locale,
  useMessages,
  useToast,
  useAuth,
} from '@gsvmc/shared-kit';
import { commonMessages } from '../../../lib/messages';
import { pagesMessages } from '../messages';
import { editorFlowMessages } from '../editorFlow.messages';
import { changesToPublish, type Change } from '../publishSummary';
import { useLeaveWarning } from '../useLeaveWarning';
import { FormMessage, Panel } from '../../../components/form';
import { EditorContext } from '../editorContext';
import {
  useGetDraftQuery,
  useLazyGetLiveQuery,
  usePublishMutation,
  useRestoreRevisionMutation,
  useSaveDraftMutation,
  type DocPath,
} from '../pagesAdminApi';
import { readLocalDraft, useLocalDraft } from '../useLocalDraft';
import { HistoryPanel } from './HistoryPanel';
import { PreviewPanel } from './PreviewPanel';
import { CheckRow } from './CheckRow';
import { ConflictDialog, ConflictSentence, type ConflictInfo } from './ConflictDialog';
import { PublishDialog, type Saver } from './PublishDialog';

type Content = PageContent | SiteSettings;

interface Edit {
  content: Content;
  /** The server version this edit started from. */
  version: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Draft = Pick<PageDraft, 'version' | 'updatedAt' | 'updatedBy' | 'updatedByName'>;

/** What a 409 says about the save that came first (the API's values), read defensively. */
function conflictOf(error: unknown): ConflictInfo {
  const values = isFetchBaseQueryError(error) ? (error.data as ApiError | undefined)?.values : undefined;
  if (!values || typeof values !== 'object') return {};
  const { updatedAt, updatedBy, byYou } = values as Record<string, unknown>;
  return {
    updatedAt: typeof updatedAt === 'string' ? updatedAt : undefined,
    updatedBy: typeof updatedBy === 'string' ? updatedBy : null,
    byYou: byYou === true,
  };
}

/** The publish question while it is asked: the version to publish and what it changes. */
interface PublishAsk {
  version: number;
  changes: Change[];
  neverPublished: boolean;
  saver: Saver | null;
  at: string | null;
}

function problemOf(error: unknown, locale: Locale): { field: string; message: string; code?: string } | null {
  if (!isFetchBaseQueryError(error) || error.status !== 400) return null;
  const data = error.data as ApiError | undefined;
  return data?.message ? { field: data.field ?? '', message: wordApiError(data, locale), code: data.code } : null;
}

/**
 * A link the one link rule refuses (shared-types links.ts, the API's own check), found before the
 * save is sent: its field's path, or null.
 */
function refusedLink(doc: DocPath, content: Content): string | null {
  const checked = doc === 'site' ? checkSiteSettings(content) : checkPageContent(content);
  return !checked.ok && checked.problem.code === LINK_NOT_ALLOWED ? checked.problem.path : null;
}

export function DocumentEditor({
  doc,
  previewPath,
  children,
}: {
  doc: DocPath;
  /** The preview route of this document's saved draft. */
  previewPath: string;
  children: (content: Content, onChange: (next: Content) => void) => ReactNode;
}) {
  const draft = useGetDraftQuery(doc);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [restoredLocal, setRestoredLocal] = useState(false);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  // The dialog is where the clerk is looking; closed, the refusal stays above the editor until resolved.
  const [conflictOpen, setConflictOpen] = useState(false);
  const [asking, setAsking] = useState<PublishAsk | null>(null);
  const t = useMessages(pagesMessages);
  const tf = useMessages(editorFlowMessages);
  const { user } = useAuth();
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  // Both languages at once for an editor who works in Bengali; one click away for the others.
  const [bengali, setBengali] = useState(locale === 'bn');
  const [publishAt, setPublishAt] = useState('');
  const publishAtId = useId();
  // How many times Preview was pressed (0: closed): each press brings the panel into view again.
  const [preview, setPreview] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
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
  const context = useMemo(() => ({ bengali, problem }), [bengali, problem]);
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
    const badLink = refusedLink(doc, edit.content);
    if (badLink !== null) {
      // Said in the editor's language, beside the field; nothing is sent.
      setProblem({ field: badLink, message: t('linkNotAllowed') });
      toast.error(t('linkNotAllowed'));
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
      else {
        const refused = problemOf(error, locale);
        // A code with its own words is said in the editor's language; other refusals as the API words them.
        if (refused?.code === LINK_NOT_ALLOWED) refused.message = t('linkNotAllowed');
        setProblem(refused);
        toast.error(refused?.message ?? errorText(error, t('saveFailed')));
      }
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

  const saver = saverOf(server);
  return (
    <AsyncView query={draft} loading={t('loadingDraft')} error={t('draftFailed')}>
      {() =>
        edit && (
          <EditorContext.Provider value={context}>
            {restoredLocal && (
              <FormMessage role="status" $kind="success">
                {t('keptLocal')}{' '}
                <Button type="button" $variant="secondary" onClick={() => void reload()}>
                  {t('discardThem')}
                </Button>
              </FormMessage>
            )}
            {conflict && conflictOpen && (
              <ConflictDialog
                info={conflict}
                onReload={() => void reload()}
                onKeepMine={() => void keepMine()}
                onClose={() => setConflictOpen(false)}
              />
            )}
            {asking && (
              <PublishDialog
                changes={asking.changes}
                neverPublished={asking.neverPublished}
                saver={asking.saver}
                scheduled={asking.at !== null}
                onConfirm={() => void confirmPublish(asking)}
                onCancel={() => setAsking(null)}
              />
            )}
            {conflict && (
              <FormMessage role="alert" $kind="error">
                <strong>{tf('conflictTitle')}.</strong> <ConflictSentence info={conflict} />{' '}
                <Button type="button" $variant="secondary" onClick={() => void reload()}>
                  {t('reloadNewer')}
                </Button>{' '}
                <Button type="button" $variant="secondary" onClick={() => void keepMine()}>
                  {t('keepMine')}
                </Button>
              </FormMessage>
            )}
            {problem && (
              <FormMessage role="alert" $kind="error">
                {t('notSaved', { message: problem.message })}
              </FormMessage>
            )}
            <Status>
              {dirty ? t('unsaved') : server?.unpublished ? t('savedNotPublished') : t('publishedNow')}
              {saver && ` ${tf('savedBy', saver)}`}
              {server?.publishAt &&
                t('scheduledLive', {
                  when: Object.values(collegeDateAndTime(server.publishAt, locale)).join(', '),
                })}
            </Status>
            <Toolbar ref={toolbar}>
              <Button type="button" onClick={() => void saveDraft()} disabled={saving.isLoading || !dirty}>
                {saving.isLoading ? tc('saving') : t('saveDraft')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => void onPreview()}>
                {t('preview')}
              </Button>
              <Button type="button" onClick={() => void onPublish()} disabled={publishing.isLoading}>
                {publishing.isLoading ? t('publishing') : publishAt ? t('schedule') : t('publish')}
              </Button>
            </Toolbar>
            {/* Below the sticky buttons, not in them: on a phone the bar stays one row high, and the
                date field and the checkbox each get a full line with their labels beside or above them. */}
            <Options>
              <PublishAt>
                <label htmlFor={publishAtId}>{t('publishAt')}</label>
                <input
                  id={publishAtId}
                  type="datetime-local"
                  value={publishAt}
                  onChange={(e) => setPublishAt(e.target.value)}
                />
              </PublishAt>
              <CheckRow>
                <input type="checkbox" checked={bengali} onChange={(e) => setBengali(e.target.checked)} />
                <span>{t('showBengali')}</span>
              </CheckRow>
            </Options>
            {preview > 0 && (
              <PreviewPanel
                path={previewPath}
                version={edit.version}
                opened={preview}
                coveredBy={toolbar}
                onClose={() => setPreview(0)}
              />
            )}
            <Panel aria-label={t('content')}>
              {children(edit.content, (content) => setEdit({ ...edit, content }))}
            </Panel>
            <HistoryPanel doc={doc} onRestore={(id, n) => void onRestore(id, n)} busy={restoring.isLoading} />
          </EditorContext.Provider>
        )
      }
    </AsyncView>
  );
}

const Status = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
`;

const Toolbar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  padding: 8px 0;
  background: ${({ theme }) => theme.color.background};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 24px;
  margin: 0 0 16px;
`;

const PublishAt = styled.div`
  display: grid;
  gap: 4px;
  width: min(100%, 280px);
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
`;
