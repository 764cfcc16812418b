// The editing frame every page and the site settings share: load the draft, keep the edit (and a copy
// in this browser), Save draft, Preview, Publish now or at a time, History with Restore, and the two
// refusals an editor meets: content the API rejects (the sentence shown beside the field) and a save
// over someone else's (409: nothing typed is lost; reload theirs or keep yours).
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  checkPageContent,
  checkSiteSettings,
  LINK_NOT_ALLOWED,
  type ApiError,
  type PageContent,
  type SiteSettings,
} from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  useErrorText,
  getErrorStatus,
  isFetchBaseQueryError,
  formatDate,
  bengaliDigits,
  useConfirm,
  useLocale,
  wordApiError,
  type Locale,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { commonMessages } from '../../../lib/messages';
import { pagesMessages } from '../messages';
import { FormMessage, Panel } from '../../../components/form';
import { EditorContext } from '../editorContext';
import {
  useGetDraftQuery,
  usePublishMutation,
  useRestoreRevisionMutation,
  useSaveDraftMutation,
  type DocPath,
} from '../pagesAdminApi';
import { readLocalDraft, useLocalDraft } from '../useLocalDraft';
import { HistoryPanel } from './HistoryPanel';
import { PreviewPanel } from './PreviewPanel';
import { CheckRow } from './CheckRow';

type Content = PageContent | SiteSettings;

interface Edit {
  content: Content;
  /** The server version this edit started from. */
  version: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
  const [conflict, setConflict] = useState<string | null>(null);
  const t = useMessages(pagesMessages);
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  // Both languages at once for an editor who works in Bengali; one click away for the others.
  const [bengali, setBengali] = useState(locale === 'bn');
  const [publishAt, setPublishAt] = useState('');
  const publishAtId = useId();
  const [preview, setPreview] = useState(false);
  const [save, saving] = useSaveDraftMutation();
  const [publish, publishing] = usePublishMutation();
  const [restore, restoring] = useRestoreRevisionMutation();
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

  const reload = async () => {
    const fresh = await draft.refetch().unwrap();
    clearLocal();
    setEdit({ content: fresh.content, version: fresh.version });
    setConflict(null);
    setProblem(null);
    setRestoredLocal(false);
  };

  /** Saves the edit; the new version, or null when the save was refused. */
  async function saveDraft(over?: number): Promise<number | null> {
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
      setRestoredLocal(false);
      toast.success(t('draftSaved'));
      return saved.version;
    } catch (error) {
      if (getErrorStatus(error) === 409) setConflict(errorText(error, t('someoneElse')));
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

  async function onPublish() {
    if (!edit) return;
    const version = dirty ? await saveDraft() : edit.version;
    if (version === null) return;
    const at = publishAt ? new Date(publishAt).toISOString() : null;
    try {
      await publish({ doc, version, publishAt: at }).unwrap();
      setPublishAt('');
      toast.success(at ? t('scheduledToast', { when: publishAt.replace('T', ' ') }) : t('publishedToast'));
    } catch (error) {
      if (getErrorStatus(error) === 409) setConflict(errorText(error, t('someoneElse')));
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
      if (getErrorStatus(error) === 409) setConflict(errorText(error, t('someoneElse')));
      else toast.error(errorText(error, t('restoreFailed')));
    }
  }

  async function onPreview() {
    if (dirty && (await saveDraft()) === null) return;
    setPreview(true);
  }

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
            {conflict && (
              <FormMessage role="alert" $kind="error">
                {conflict}{' '}
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
              {server?.publishAt &&
                t('scheduledLive', {
                  when:
                    locale === 'bn'
                      ? `${formatDate(server.publishAt, 'bn')}, ${bengaliDigits(new Date(server.publishAt).toLocaleTimeString())}`
                      : new Date(server.publishAt).toLocaleString(),
                })}
            </Status>
            <Toolbar>
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
            {preview && <PreviewPanel path={previewPath} version={edit.version} onClose={() => setPreview(false)} />}
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
