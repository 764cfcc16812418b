// Checking a notice's text (ARCHITECTURE.md "A notice is its text"): the text beside the picture of
// the first page as soon as it is read (asked again while it is being read), editable and saved with
// PUT; "Try reading again" for one that failed; and a title read from the text, for the clerk to
// confirm. What visitors read on the notice's page is what is saved here.
import { useEffect, useId, useRef, useState } from 'react';
import { toPath, type NoticeDetail } from '@gsvmc/shared-types';
import { Button, ErrorState, Spinner, fileUrl, useMessages, useToast } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { Field, FieldError, Input, Panel, TextArea } from '../../../components/form';
import { useGetStaffNoticeQuery, useRetryNoticeTextMutation, useUpdateNoticeTextMutation } from '../noticesApi';
import { reviewMessages } from './review.messages';
import { Head, Grid, Picture, TextColumn, State, Muted, TitleBox } from './NoticeTextReview.styles';

/** While a notice is being read, the panel asks for it this often. */
export const REVIEW_POLL_MS = 3_000;

export function NoticeTextReview({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useMessages(reviewMessages);
  const errorText = useErrorText();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data: notice, isLoading, isError, error, refetch } = useGetStaffNoticeQuery(id);
  // Asked again while the text is being read, and no longer once it is.
  useGetStaffNoticeQuery(id, { skip: notice?.textStatus !== 'pending', pollingInterval: REVIEW_POLL_MS });

  // The clerk's eyes go where the result is: the panel, once it opens.
  useEffect(() => heading.current?.focus(), [id]);

  let body;
  if (isLoading) body = <Spinner label={t('loading')} />;
  else if (isError || !notice)
    body = (
      <ErrorState
        message={t('loadFailed')}
        detail={errorText(error, '')}
        retryLabel={t('retry')}
        onRetry={() => void refetch()}
      />
    );
  else body = <Review key={notice._id} notice={notice} />;

  const title = notice?.title?.trim() || t('untitled');
  return (
    <Panel aria-labelledby={`${ids}-heading`}>
      <Head>
        <h2 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
          {t('heading', { title })}
        </h2>
        <Button $variant="ghost" $small onClick={onClose}>
          {t('close')}
        </Button>
      </Head>
      {body}
    </Panel>
  );
}

function Review({ notice }: { notice: NoticeDetail }) {
  const t = useMessages(reviewMessages);
  const errorText = useErrorText();
  const toast = useToast();
  const ids = useId();
  const [save, saving] = useUpdateNoticeTextMutation();
  const [retry, retrying] = useRetryNoticeTextMutation();
  const serverText = notice.text ?? '';
  const [text, setText] = useState(serverText);
  const [edited, setEdited] = useState(false);
  const [textError, setTextError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  // The text arrives while the panel is open: shown at once, unless the clerk has started typing.
  useEffect(() => {
    if (!edited) setText(serverText);
  }, [serverText, edited]);

  const published = Boolean(notice.title.trim()) && Date.parse(notice.publishAt) <= Date.now();

  async function onSave() {
    setSaveError(null);
    if (!text.trim()) {
      setTextError(t('emptyText'));
      return;
    }
    setTextError(null);
    try {
      await save({ id: notice._id, text }).unwrap();
      setEdited(false);
      toast.success(t('saved'));
    } catch (err) {
      setSaveError(t('saveFailed', { detail: errorText(err, '') }));
    }
  }

  async function onRetry() {
    try {
      await retry(notice._id).unwrap();
      toast.success(t('retried'));
    } catch (err) {
      toast.error(t('retryFailed', { detail: errorText(err, '') }));
    }
  }

  const source =
    notice.textSource === 'pdf'
      ? t('sourcePdf')
      : notice.textSource === 'ocr'
        ? t('sourceOcr')
        : notice.textSource === 'staff'
          ? t('sourceStaff')
          : null;

  return (
    <>
      {notice.titleFromText && notice.textStatus === 'done' && <ConfirmTitle notice={notice} />}
      <Grid>
        <Picture>
          {notice.previewUrl ? (
            <img src={fileUrl(notice.previewUrl)} alt={t('firstPage')} />
          ) : (
            <Muted>{t('noPreview')}</Muted>
          )}
          <a href={fileUrl(notice.pdfUrl)} target="_blank" rel="noopener noreferrer">
            {t('openPdf')}
          </a>
          {published && (
            <a href={toPath('noticeDetail', { id: notice._id })} target="_blank" rel="noopener noreferrer">
              {t('viewPublic')}
            </a>
          )}
        </Picture>
        <TextColumn>
          {notice.textStatus === 'pending' && (
            <State>
              <Spinner label={t('pending')} />
              <span>{t('pendingTypeInstead')}</span>
            </State>
          )}
          {notice.textStatus === 'failed' && (
            <State role="alert">
              <span>{t('failed')}</span>
              <Button $variant="secondary" disabled={retrying.isLoading} onClick={() => void onRetry()}>
                {t('retry')}
              </Button>
            </State>
          )}
          {notice.textStatus === 'done' && source && <Muted>{source}</Muted>}
          <label htmlFor={`${ids}-text`}>{t('textLabel')}</label>
          <TextArea
            id={`${ids}-text`}
            value={text}
            rows={16}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${ids}-text-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setEdited(true);
            }}
          />
          {textError && (
            <FieldError id={`${ids}-text-error`} role="alert">
              {textError}
            </FieldError>
          )}
          <div>
            <Button disabled={saving.isLoading} onClick={() => void onSave()}>
              {saving.isLoading ? t('saving') : t('save')}
            </Button>
          </div>
          {saveError && <FieldError role="alert">{saveError}</FieldError>}
        </TextColumn>
      </Grid>
    </>
  );
}

/** A title read from the text: the clerk checks it, may change it, and confirms it. */
function ConfirmTitle({ notice }: { notice: NoticeDetail }) {
  const t = useMessages(reviewMessages);
  const errorText = useErrorText();
  const toast = useToast();
  const ids = useId();
  const [save, saving] = useUpdateNoticeTextMutation();
  const [title, setTitle] = useState(notice.title);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!title.trim()) {
      setError(t('enterTitle'));
      return;
    }
    setError(null);
    try {
      await save({ id: notice._id, title: title.trim() }).unwrap();
      toast.success(t('titleConfirmed'));
    } catch (err) {
      setError(t('saveFailed', { detail: errorText(err, '') }));
    }
  }

  return (
    <TitleBox role="group" aria-labelledby={`${ids}-what`}>
      <p id={`${ids}-what`}>{t('titleFromText')}</p>
      <Field label={t('titleLabel')} error={error ?? undefined}>
        <Input id={`${ids}-title`} value={title} maxLength={300} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <div>
        <Button disabled={saving.isLoading} onClick={() => void confirm()}>
          {t('confirmTitle')}
        </Button>
      </div>
    </TitleBox>
  );
}
