// "Upload a notice" (SPEC.md §2.15): a PDF by drag and drop or the file picker, or photos of the
// pages taken with the phone (the office has the signed paper and a phone, not a scanner), with the
// notice's fields, a progress bar and a Cancel. After an upload the page shows the notice's text as it
// is read (onUploaded), for the clerk to check.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { NoticeDetail } from '@gsvmc/shared-types';
import { Button, useLocale, useMessages, useToast } from '@gsvmc/shared-kit';
import { fromCollegeInput } from '@gsvmc/shared-kit/collegeTime';
import { FieldError, FormActions, FormMessage } from '../../../components/form';
import { ProgressBar } from '../../../components/ProgressBar';
import { notAPdf, pdfFileError, titleFromFileName } from '../../../lib/files';
import { useSendNotice } from './useSendNotice';
import { emptyDraft, NoticeFieldsInputs, useNoticeForm, type NoticeDraft } from './NoticeFieldsInputs';
import { noticeMessages } from '../messages';
import { PagePhotos } from '../photos/PagePhotos';
import { photoMessages } from '../photos/photos.messages';
import { usePagePhotos, type PhotoRefusal } from '../photos/usePagePhotos';
import { PdfDropZone } from './PdfDropZone';
import { SourceChoice, type Source } from './SourceChoice';

export function NoticeUploadForm({ onUploaded }: { onUploaded: (notice: NoticeDetail) => void }) {
  const t = useMessages(noticeMessages);
  const tp = useMessages(photoMessages);
  const locale = useLocale();
  const toast = useToast();
  const sending = useSendNotice();
  const { cancel, progress, uploading, uploadError, cancelled } = sending;
  const input = useRef<HTMLInputElement>(null);

  const [source, setSource] = useState<Source>('pdf');
  const sourceRef = useRef<Source>(source);
  sourceRef.current = source;
  const [file, setFile] = useState<File | null>(null);
  const photos = usePagePhotos();
  // With photos the title may be left to the text; with a PDF it is required, as before.
  const form = useNoticeForm(fromCollegeInput, emptyDraft(), () => sourceRef.current === 'pdf');
  const [fileError, setFileError] = useState<string | null>(null);

  function choose(candidate: File | undefined) {
    sending.clearOutcome();
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
    sending.clearOutcome();
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

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    sending.clearOutcome();
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
    const notice = await sending.send(content, draft);
    if (!notice) return;
    reset();
    onUploaded(notice);
  }

  const showFields = source === 'photos' || Boolean(file);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <SourceChoice
        source={source}
        disabled={uploading}
        onChange={(value) => {
          setSource(value);
          setFileError(null);
          form.clearErrors();
        }}
      />

      {source === 'pdf' ? (
        <PdfDropZone file={file} inputRef={input} invalid={Boolean(fileError)} disabled={uploading} onChoose={choose} />
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
      {source === 'photos' && <PhotoRefusals refusals={photos.refusals} />}

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

/** Why photos were not added (not a picture, too large, too many pages), one line each. */
function PhotoRefusals({ refusals }: { refusals: PhotoRefusal[] }) {
  const tp = useMessages(photoMessages);
  if (refusals.length === 0) return null;
  return (
    <Refusals role="alert">
      {refusals.map((refusal, i) => (
        <li key={i}>
          {refusal.kind === 'tooManyPages'
            ? tp('tooManyPages', { max: refusal.max })
            : tp(refusal.kind, { name: refusal.name })}
        </li>
      ))}
    </Refusals>
  );
}

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

const Details = styled.div`
  display: grid;
  gap: 14px;
  margin-top: 16px;
`;
