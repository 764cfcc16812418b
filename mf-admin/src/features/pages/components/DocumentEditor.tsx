// The editing frame every page and the site settings share: load the draft, keep the edit (and a copy
// in this browser), Save draft, Preview, Publish now or at a time, History with Restore, and the two
// refusals an editor meets: content the check refuses before anything is sent (its sentence beside
// the field, in the editor's language) and a save over someone else's (409: a dialog says who saved
// first and when, "you, in another tab" where that is so; nothing typed is lost; reload theirs or keep
// yours). The draft says who saved it and when; Publish first shows what changes against the live
// page; leaving with unsaved changes asks first. The flow itself is useEditorFlow.ts.
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { AsyncView, Button, useLocale, useMessages } from '@gsvmc/shared-kit';
import { collegeDateAndTime } from '@gsvmc/shared-kit/collegeTime';
import { commonMessages } from '../../../lib/messages';
import { pagesMessages } from '../messages';
import { editorFlowMessages } from '../editorFlow.messages';
import { FormMessage, Panel } from '../../../components/form';
import { EditorContext } from '../editorContext';
import type { DocPath } from '../pagesAdminApi';
import { useEditorFlow, type Content } from '../useEditorFlow';
import { HistoryPanel } from './HistoryPanel';
import { PreviewPanel } from './PreviewPanel';
import { CheckRow } from './CheckRow';
import { ConflictDialog, ConflictSentence } from './ConflictDialog';
import { PublishDialog } from './PublishDialog';

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
  const flow = useEditorFlow(doc);
  const { draft, server, edit, problem, conflict, asking, publishAt, busy } = flow;
  const t = useMessages(pagesMessages);
  const tf = useMessages(editorFlowMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  // Both languages at once for an editor who works in Bengali; one click away for the others.
  const [bengali, setBengali] = useState(locale === 'bn');
  const publishAtId = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const context = useMemo(() => ({ bengali, problem }), [bengali, problem]);
  const reload = () => void flow.reload();
  const keepMine = () => void flow.keepMine();

  return (
    <AsyncView query={draft} loading={t('loadingDraft')} error={t('draftFailed')}>
      {() =>
        edit && (
          <EditorContext.Provider value={context}>
            {flow.restoredLocal && (
              <FormMessage role="status" $kind="success">
                {t('keptLocal')}{' '}
                <Button type="button" $variant="secondary" onClick={reload}>
                  {t('discardThem')}
                </Button>
              </FormMessage>
            )}
            {conflict && flow.conflictOpen && (
              <ConflictDialog info={conflict} onReload={reload} onKeepMine={keepMine} onClose={flow.closeConflict} />
            )}
            {asking && (
              <PublishDialog
                changes={asking.changes}
                neverPublished={asking.neverPublished}
                saver={asking.saver}
                scheduled={asking.at !== null}
                onConfirm={() => void flow.confirmPublish(asking)}
                onCancel={flow.cancelPublish}
              />
            )}
            {conflict && (
              <FormMessage role="alert" $kind="error">
                <strong>{tf('conflictTitle')}.</strong> <ConflictSentence info={conflict} />{' '}
                <Button type="button" $variant="secondary" onClick={reload}>
                  {t('reloadNewer')}
                </Button>{' '}
                <Button type="button" $variant="secondary" onClick={keepMine}>
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
              {flow.dirty ? t('unsaved') : server?.unpublished ? t('savedNotPublished') : t('publishedNow')}
              {flow.saver && ` ${tf('savedBy', flow.saver)}`}
              {server?.publishAt &&
                t('scheduledLive', {
                  when: Object.values(collegeDateAndTime(server.publishAt, locale)).join(', '),
                })}
            </Status>
            <Toolbar ref={toolbar}>
              <Button type="button" onClick={() => void flow.saveDraft()} disabled={busy.saving || !flow.dirty}>
                {busy.saving ? tc('saving') : t('saveDraft')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => void flow.onPreview()}>
                {t('preview')}
              </Button>
              <Button type="button" onClick={() => void flow.onPublish()} disabled={busy.publishing}>
                {busy.publishing ? t('publishing') : publishAt ? t('schedule') : t('publish')}
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
                  onChange={(e) => flow.setPublishAt(e.target.value)}
                />
              </PublishAt>
              <CheckRow>
                <input type="checkbox" checked={bengali} onChange={(e) => setBengali(e.target.checked)} />
                <span>{t('showBengali')}</span>
              </CheckRow>
            </Options>
            {flow.preview > 0 && (
              <PreviewPanel
                path={previewPath}
                version={edit.version}
                opened={flow.preview}
                coveredBy={toolbar}
                onClose={flow.closePreview}
              />
            )}
            <Panel aria-label={t('content')}>{children(edit.content, flow.setContent)}</Panel>
            <HistoryPanel doc={doc} onRestore={(id, n) => void flow.onRestore(id, n)} busy={busy.restoring} />
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
  top: var(--admin-top-bar-height, 0px);
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  padding: 8px 0;
  background: ${({ theme }) => theme.color.background};
  /* One row on a phone: the bar stays on screen while the clerk scrolls, so every row it takes is a row
     of the page the clerk cannot see. A long Bengali label breaks inside its button instead. */
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: nowrap;
    align-items: stretch;
    gap: 6px;
    & > button {
      flex: 1 1 0;
      min-width: 0;
      padding-left: 6px;
      padding-right: 6px;
    }
  }
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
