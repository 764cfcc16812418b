// "Upload & View Notices" (SPEC.md §2.15): PDF upload by drag and drop or file picker, with a title
// (default: the file's name), an optional description and a progress bar; then the list with
// Download and Delete. States of §4: no file, file selected, uploading, back to no file on success.
// Issue 14: category, pin, publish and expiry dates at upload; the list shows scheduled, live and
// expired notices apart, each with Edit.
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import {
  NOTICE_CATEGORY_LABELS,
  NOTICE_CATEGORY_LABELS_BN,
  UPLOAD_LIMITS,
  type AdminNotice,
  type NoticeStatus,
} from '@gsvmc/shared-types';
import {
  bengaliDigits,
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  fileUrl,
  formatFileSize,
  useErrorText,
  useDocumentTitle,
  useLocale,
  useMediaQuery,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { FieldError, FormActions, FormMessage, Panel } from '../../components/form';
import { DeleteButton } from '../../components/DeleteButton';
import { ProgressBar } from '../../components/ProgressBar';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatMegabytes, notAPdf, pdfFileError, titleFromFileName } from '../../lib/files';
import { commonMessages } from '../../lib/messages';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { useUpload } from '../../lib/useUpload';
import { emptyDraft, NoticeFieldsInputs, useNoticeForm, type NoticeDraft } from './components/NoticeFieldsInputs';
import { EditNoticeDialog } from './components/EditNoticeDialog';
import { formatDateTime, fromLocalInput } from './noticeDates';
import { bengaliOf, useDeleteNoticeMutation, useGetAdminNoticesQuery, useUploadNoticeMutation } from './noticesApi';
import { noticeMessages } from './messages';

type NoticeKey = keyof typeof noticeMessages.en;
const STATUS_SECTIONS: Array<{ status: NoticeStatus; heading: NoticeKey; empty: NoticeKey }> = [
  { status: 'scheduled', heading: 'scheduled', empty: 'noScheduled' },
  { status: 'live', heading: 'live', empty: 'noLive' },
  { status: 'expired', heading: 'expired', empty: 'noExpired' },
];

export default function NoticeUploadPage() {
  const t = useMessages(noticeMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  useDocumentTitle(t('pageTitle'));
  const tc = useMessages(commonMessages);
  const toast = useToast();
  const categoryLabels = locale === 'bn' ? NOTICE_CATEGORY_LABELS_BN : NOTICE_CATEGORY_LABELS;
  // The kit writes sizes in English ("14 bytes", "1.2 MB"); Bengali keeps the units and says bytes as বাইট.
  const sizeOf = (bytes: number) =>
    locale === 'bn' ? bengaliDigits(formatFileSize(bytes).replace(/bytes?$/, 'বাইট')) : formatFileSize(bytes);
  const [uploadNotice] = useUploadNoticeMutation();
  const { upload, progress, uploading } = useUpload('uploadNotice', uploadNotice);
  const input = useRef<HTMLInputElement>(null);

  const [file, setFile] = useState<File | null>(null);
  // The notice's fields live in the form; the chosen PDF beside it, checked when it is chosen.
  const form = useNoticeForm(fromLocalInput);
  const [fileError, setFileError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // A phone has nothing to drag a file from: there the drop zone speaks of tapping (issue 13, defect 6).
  const touch = useMediaQuery('(hover: none) and (pointer: coarse)');

  const notices = useGetAdminNoticesQuery();
  const [deleteNotice] = useDeleteNoticeMutation();
  const { deletingId, onDelete } = useConfirmedDelete(deleteNotice, {
    confirm: t('confirmDelete'),
    success: t('deleted'),
    failure: t('deleteFailed'),
  });

  function choose(candidate: File | undefined) {
    setUploadError(null);
    if (!candidate) return;
    const problem = pdfFileError(candidate, locale);
    if (problem) {
      setFileError(problem);
      if (problem === notAPdf(locale)) toast.error(problem);
      clearInput();
      return;
    }
    setFileError(null);
    form.clearErrors();
    setFile(candidate);
    // Another file keeps what was already set (category, dates), only the title follows the file.
    form.setValue('title', titleFromFileName(candidate.name));
  }

  function clearInput() {
    if (input.current) input.current.value = '';
  }

  function reset() {
    setFile(null);
    form.reset(emptyDraft());
    clearInput();
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (uploading) return;
    choose(e.dataTransfer.files[0]);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setUploadError(null);
    if (!file) {
      setFileError(t('selectFile'));
      input.current?.focus();
      return;
    }
    await form.handleSubmit((draft) => send(file, draft))();
  }

  async function send(file: File, draft: NoticeDraft) {
    try {
      await upload({
        pdf: file,
        title: draft.title.trim(),
        description: draft.description.trim() || undefined,
        ...bengaliOf(draft),
        category: draft.category,
        pinned: draft.pinned,
        publishAt: fromLocalInput(draft.publishAt) || undefined,
        expiresAt: fromLocalInput(draft.expiresAt) || undefined,
      });
      toast.success(t('uploaded'));
      reset();
    } catch (error) {
      const detail = errorText(error, '');
      // The toast says it in SPEC.md §8's words; the form keeps the server's reason beside it.
      setUploadError(detail ? t('uploadFailedBecause', { detail }) : t('uploadFailed'));
      toast.error(t('uploadFailed'));
    }
  }

  return (
    <Page>
      <PageHeader title={t('pageTitle')} />
      <Panel aria-labelledby="notice-upload-heading">
        <h2 id="notice-upload-heading">{t('uploadHeading')}</h2>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <DropZone
            htmlFor="notice-file"
            $dragging={dragging}
            $invalid={Boolean(fileError)}
            $disabled={uploading}
            onDragEnter={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragOver={(e) => e.preventDefault()}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="notice-dropzone"
          >
            <DropIcon aria-hidden="true">PDF</DropIcon>
            <strong>{file ? file.name : touch ? t('tapToChoose') : t('dragOrClick')}</strong>
            <small>
              {file
                ? `${sizeOf(file.size)} · ${touch ? t('tapAnother') : t('clickOrDropAnother')}`
                : t('pdfOnly', { max: formatMegabytes(UPLOAD_LIMITS.pdfBytes) })}
            </small>
            <VisuallyHidden>
              <input
                ref={input}
                id="notice-file"
                type="file"
                accept="application/pdf,.pdf"
                disabled={uploading}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? 'notice-file-error' : undefined}
                onChange={(e) => choose(e.target.files?.[0])}
              />
            </VisuallyHidden>
          </DropZone>
          {fileError && (
            <FieldError id="notice-file-error" role="alert">
              {fileError}
            </FieldError>
          )}

          {file && (
            <Details>
              <NoticeFieldsInputs idPrefix="notice" form={form} disabled={uploading} />
            </Details>
          )}

          {progress !== null && <ProgressBar value={progress} />}

          <FormActions>
            <Button type="submit" disabled={uploading}>
              {uploading ? t('uploading') : t('upload')}
            </Button>
            {file && !uploading && (
              <Button $variant="ghost" onClick={reset}>
                {t('removeFile')}
              </Button>
            )}
          </FormActions>
          {uploadError && (
            <FormMessage $kind="error" role="alert">
              {uploadError}
            </FormMessage>
          )}
        </form>
      </Panel>

      <Panel aria-labelledby="notice-list-heading">
        <h2 id="notice-list-heading">{t('listHeading')}</h2>
        {notices.isLoading ? (
          <Spinner label={t('loading')} />
        ) : notices.error ? (
          <ErrorState
            message={t('loadFailed')}
            detail={errorText(notices.error, tc('tryAgain'))}
            retryLabel={tc('retry')}
            onRetry={() => void notices.refetch()}
          />
        ) : !notices.data || notices.data.length === 0 ? (
          <EmptyState>{t('noneYet')}</EmptyState>
        ) : (
          STATUS_SECTIONS.map(({ status, heading, empty }) => {
            const group = notices.data!.filter((n) => n.status === status);
            return (
              <StatusGroup key={status} aria-labelledby={`notices-${status}`}>
                <StatusHeading id={`notices-${status}`}>
                  {t('groupHeading', { heading: t(heading), count: group.length })}
                </StatusHeading>
                {group.length === 0 ? (
                  <Muted>{t(empty)}</Muted>
                ) : (
                  <List aria-label={t('groupList', { heading: t(heading) })}>
                    {group.map((notice) => (
                      <Item key={notice._id}>
                        <div>
                          <ItemTitle>{notice.title}</ItemTitle>
                          {bengaliTitle(notice) && <TitleBn lang="bn">{bengaliTitle(notice)}</TitleBn>}
                          <Meta>
                            {categoryLabels[notice.category]}
                            {notice.pinned && ` · ${t('pinned')}`}
                            {' · '}
                            {t(status === 'scheduled' ? 'publishes' : 'published', {
                              when: formatDateTime(notice.publishAt, locale),
                            })}
                            {notice.expiresAt &&
                              ` · ${t(status === 'expired' ? 'expiredOn' : 'expires', {
                                when: formatDateTime(notice.expiresAt, locale),
                              })}`}
                          </Meta>
                          {notice.description && <Description>{notice.description}</Description>}
                        </div>
                        <ItemActions>
                          <Button $variant="secondary" $small onClick={() => setEditing(notice)}>
                            {t('edit')}
                            <VisuallyHidden> {notice.title}</VisuallyHidden>
                          </Button>
                          <Button
                            as="a"
                            $variant="secondary"
                            $small
                            href={fileUrl(notice.pdfUrl)}
                            target="_blank"
                            rel="noopener noreferrer"
                            download
                          >
                            {t('download')}
                            <VisuallyHidden> {notice.title}</VisuallyHidden>
                          </Button>
                          <DeleteButton
                            name={notice.title}
                            deleting={deletingId === notice._id}
                            onDelete={() => void onDelete(notice._id)}
                          />
                        </ItemActions>
                      </Item>
                    ))}
                  </List>
                )}
              </StatusGroup>
            );
          })
        )}
      </Panel>
      {editing && <EditNoticeDialog notice={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}

/** The notice's Bengali title ('' where none was written). */
const bengaliTitle = (notice: AdminNotice) => (notice.titleBn ?? '').trim();

const StatusGroup = styled.section`
  & + & {
    margin-top: 18px;
  }
`;

const StatusHeading = styled.h3`
  margin: 0 0 4px;
  font-size: 1rem;
  color: ${({ theme }) => theme.color.primaryDark};
`;

const Muted = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Page = styled.div`
  max-width: 960px;
`;

const DropZone = styled.label<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 28px 16px;
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
  cursor: pointer;
  overflow-wrap: anywhere;
  transition:
    border-color 0.15s,
    background 0.15s;
  small {
    color: ${({ theme }) => theme.color.muted};
  }
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.color.primary};
      background: ${theme.color.primaryLight};
    `}
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      border-color: ${theme.color.danger};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: progress;
      opacity: 0.7;
    `}
`;

const DropIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 56px;
  border-radius: 6px;
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
  font-weight: 700;
  font-size: 0.85rem;
`;

const Details = styled.div`
  display: grid;
  gap: 14px;
  margin-top: 16px;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  &:first-child {
    border-top: 0;
  }
  > div:first-child {
    flex: 1 1 240px;
    min-width: 0;
  }
`;

const ItemTitle = styled.h4`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const TitleBn = styled.p`
  margin: 2px 0 0;
  font-size: 1rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 2px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Description = styled.p`
  margin: 6px 0 0;
`;

const ItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
