// "Upload a notice" (SPEC.md §2.15): a PDF by drag and drop or the file picker, or photos of the
// pages taken with the phone (the office has the signed paper and a phone, not a scanner), with the
// notice's fields, a progress bar and a Cancel. After an upload the page shows the notice's text as it
// is read (onUploaded), for the clerk to check.
import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { UPLOAD_LIMITS, type NoticeDetail } from '@gsvmc/shared-types';
import {
  bengaliDigits,
  Button,
  formatFileSize,
  useErrorText,
  useLocale,
  useMediaQuery,
  useMessages,
  useToast,
  fromCollegeInput,
} from '@gsvmc/shared-kit';
import { FieldError, FormActions, FormMessage } from '../../../components/form';
import { ProgressBar } from '../../../components/ProgressBar';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatMegabytes, notAPdf, pdfFileError, titleFromFileName } from '../../../lib/files';
import { useUpload, wasCancelled } from '../../../lib/useUpload';
import { emptyDraft, NoticeFieldsInputs, useNoticeForm, type NoticeDraft } from './NoticeFieldsInputs';
import { bengaliOf, useUploadNoticeMutation } from '../noticesApi';
import { noticeMessages } from '../messages';
import { PagePhotos } from '../photos/PagePhotos';
import { photoMessages } from '../photos/photos.messages';
import { usePagePhotos, type PhotoRefusal } from '../photos/usePagePhotos';

type Source = 'pdf' | 'photos';

export function NoticeUploadForm({ onUploaded }: { onUploaded: (notice: NoticeDetail) => void }) {
  const t = useMessages(noticeMessages);
  const errorText = useErrorText();
  const tp = useMessages(photoMessages);
  const locale = useLocale();
  const toast = useToast();
  // The kit writes sizes in English ("14 bytes", "1.2 MB"); Bengali keeps the units and says bytes as বাইট.
  const sizeOf = (bytes: number) =>
    locale === 'bn' ? bengaliDigits(formatFileSize(bytes).replace(/bytes?$/, 'বাইট')) : formatFileSize(bytes);
  const [uploadNotice] = useUploadNoticeMutation();
  const { upload, cancel, progress, uploading } = useUpload('uploadNotice', uploadNotice);
  const input = useRef<HTMLInputElement>(null);

  const [source, setSource] = useState<Source>('pdf');
  const sourceRef = useRef<Source>(source);
  sourceRef.current = source;
  const [file, setFile] = useState<File | null>(null);
  const photos = usePagePhotos();
  // With photos the title may be left to the text; with a PDF it is required, as before.
  const form = useNoticeForm(fromCollegeInput, emptyDraft(), () => sourceRef.current === 'pdf');
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [dragging, setDragging] = useState(false);
  // A phone has nothing to drag a file from: there the drop zone speaks of tapping.
  const touch = useMediaQuery('(hover: none) and (pointer: coarse)');

  const refusalText = (refusal: PhotoRefusal) =>
    refusal.kind === 'tooManyPages'
      ? tp('tooManyPages', { max: refusal.max })
      : tp(refusal.kind, { name: refusal.name });

  function choose(candidate: File | undefined) {
    setUploadError(null);
    setCancelled(false);
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

  function addPhotos(files: FileList | null) {
    setUploadError(null);
    setCancelled(false);
    setFileError(null);
    photos.add(files);
  }

  function clearInput() {
    if (input.current) input.current.value = '';
  }

  function reset() {
    setFile(null);
    photos.clear();
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
    setCancelled(false);
    if (source === 'pdf' && !file) {
      setFileError(t('selectFile'));
      input.current?.focus();
      return;
    }
    if (source === 'photos' && photos.pages.length === 0) {
      setFileError(tp('addPages'));
      return;
    }
    await form.handleSubmit((draft) => send(draft))();
  }

  async function send(draft: NoticeDraft) {
    const content =
      source === 'pdf' ? { pdf: file! } : { pages: photos.pages.flatMap((page) => (page.blob ? [page.blob] : [])) };
    try {
      const notice = await upload({
        ...content,
        title: draft.title.trim() || undefined,
        description: draft.description.trim() || undefined,
        ...bengaliOf(draft),
        category: draft.category,
        pinned: draft.pinned,
        publishAt: fromCollegeInput(draft.publishAt) || undefined,
        expiresAt: fromCollegeInput(draft.expiresAt) || undefined,
      });
      toast.success(t('uploaded'));
      reset();
      onUploaded(notice);
    } catch (error) {
      if (wasCancelled(error)) {
        // Everything the clerk chose stays: the upload can be sent again as it is.
        setCancelled(true);
        return;
      }
      const detail = errorText(error, '');
      // The toast says it in SPEC.md §8's words; the form keeps the server's reason beside it.
      setUploadError(detail ? t('uploadFailedBecause', { detail }) : t('uploadFailed'));
      toast.error(t('uploadFailed'));
    }
  }

  const showFields = source === 'photos' || Boolean(file);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Choice>
        <legend>{tp('sendAs')}</legend>
        {(['pdf', 'photos'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="notice-source"
              value={value}
              checked={source === value}
              disabled={uploading}
              onChange={() => {
                setSource(value);
                setFileError(null);
                form.clearErrors();
              }}
            />
            {value === 'pdf' ? tp('sendPdf') : tp('sendPhotos')}
          </label>
        ))}
      </Choice>

      {source === 'pdf' ? (
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
      ) : (
        <PagePhotos
          pages={photos.pages}
          disabled={uploading}
          invalid={Boolean(fileError)}
          onAdd={addPhotos}
          onMove={photos.move}
          onRemove={photos.remove}
        />
      )}
      {fileError && (
        <FieldError id="notice-file-error" role="alert">
          {fileError}
        </FieldError>
      )}
      {source === 'photos' && photos.refusals.length > 0 && (
        <Refusals role="alert">
          {photos.refusals.map((refusal, i) => (
            <li key={i}>{refusalText(refusal)}</li>
          ))}
        </Refusals>
      )}

      {showFields && (
        <Details>
          <NoticeFieldsInputs
            idPrefix="notice"
            form={form}
            disabled={uploading}
            titleLabel={source === 'photos' ? tp('titleOptional') : undefined}
            titleHint={source === 'photos' ? tp('titleFromTextHint') : undefined}
          />
        </Details>
      )}

      {progress !== null && <ProgressBar value={progress} />}

      <FormActions>
        <Button type="submit" disabled={uploading || (source === 'photos' && photos.pages.length > 0 && !photos.ready)}>
          {uploading ? t('uploading') : t('upload')}
        </Button>
        {uploading && (
          <Button $variant="secondary" onClick={cancel}>
            {tp('cancel')}
          </Button>
        )}
        {(file || photos.pages.length > 0) && !uploading && (
          <Button $variant="ghost" onClick={reset}>
            {t('removeFile')}
          </Button>
        )}
      </FormActions>
      {cancelled && <Cancelled role="status">{tp('cancelled')}</Cancelled>}
      {uploadError && (
        <FormMessage $kind="error" role="alert">
          {uploadError}
        </FormMessage>
      )}
    </form>
  );
}

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 14px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const Cancelled = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningLight};
  color: ${({ theme }) => theme.color.warning};
  font-weight: 600;
`;

const Refusals = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.color.danger};
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
