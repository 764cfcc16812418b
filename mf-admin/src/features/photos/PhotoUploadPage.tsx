// "Photo Upload" (SPEC.md §2.15, §4): title and file both required, "Upload" / "Uploading..." with the
// button disabled and a progress bar, then a message; a success clears the form and refreshes the
// "Uploaded Photos" grid (1 to 4 columns), each photo with its title and Delete, on the shared
// DataTable (search, sort, paging; the photo just uploaded highlighted). The form's message belongs to
// the last action only: any later action (typing, choosing, deleting) clears it.
// A phone's photo is made smaller in the browser first ("Preparing the photo…", lib/preparePhoto), so
// the size limit applies to what is sent: a 9 MB, 48-megapixel photo goes as a JPEG of about 1 MB.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Button, PageHeader, useDocumentTitle, useLocale, useMessages, useToast } from '@gsvmc/shared-kit';
import { CollegeZoneNote } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { photoMessages, type PhotoKey } from './messages';
import { checkResolver, useForm } from '@gsvmc/shared-kit/forms';
import { Field, FieldGrid, FormActions, FormMessage, Input, Panel } from '../../components/form';
import { ProgressBar } from '../../components/ProgressBar';
import { IMAGE_ACCEPT, imageSizeError, photoChoiceError } from '../../lib/files';
import { preparePhoto } from '../../lib/preparePhoto';
import { useUpload, wasCancelled } from '../../lib/useUpload';
import { useUploadPhotoMutation } from './photosApi';
import { UploadedPhotos } from './UploadedPhotos';

type Message = { kind: 'success' | 'error'; text: string } | null;
interface PhotoDraft {
  title: string;
  /** Set when a file may be a picture (photoChoiceError); the file input itself is not a form field. */
  photo: File | null;
}
const EMPTY: PhotoDraft = { title: '', photo: null };

// Messages as catalog keys, said in the portal's language where they are shown (a chosen file's
// problem is a sentence already, and passes through).
const checkPhoto = ({ title, photo }: PhotoDraft) => ({
  title: title.trim() ? undefined : 'enterTitle',
  photo: photo ? undefined : 'selectPhoto',
});

export default function PhotoUploadPage() {
  const t = useMessages(photoMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  const say = (m: string | undefined) => (m && Object.hasOwn(photoMessages.en, m) ? t(m as PhotoKey) : m);
  useDocumentTitle(t('pageTitle'));
  const toast = useToast();
  const [uploadPhoto] = useUploadPhotoMutation();
  const { upload, cancel, progress, uploading } = useUpload('uploadPhoto', uploadPhoto);
  const fileInput = useRef<HTMLInputElement>(null);
  // From Upload to its answer: first the chosen photo is made smaller, then it is sent.
  const [stage, setStage] = useState<'idle' | 'preparing' | 'sending'>('idle');
  const preparing = stage === 'preparing';
  // Each Upload is one attempt; Cancel while preparing ends the attempt, so its photo is never sent.
  const attempt = useRef(0);
  const busy = stage !== 'idle' || uploading;
  // Leaving the page ends the attempt too: a photo still being prepared is not sent afterwards.
  useEffect(() => () => void (attempt.current += 1), []);

  // Messages come from the last submit; a title message goes as soon as the admin types (below).
  const form = useForm<PhotoDraft>({
    defaultValues: EMPTY,
    resolver: checkResolver(checkPhoto),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [message, setMessage] = useState<Message>(null);
  const [addedId, setAddedId] = useState<string | null>(null);

  function chooseFile(candidate: File | null) {
    setMessage(null);
    // Only whether it may be a picture: its size is checked on what is sent, once it is made smaller.
    const problem = candidate ? photoChoiceError(candidate, 'photo', locale) : undefined;
    if (problem) form.setError('photo', { message: problem });
    else form.clearErrors('photo');
    form.setValue('photo', problem ? null : candidate);
    if (problem && fileInput.current) fileInput.current.value = '';
  }

  const onSubmit = form.handleSubmit(
    async ({ title, photo }) => {
      setMessage(null);
      await send(title.trim(), photo!);
    },
    // The form focuses the title when it is refused; the file input, not a form field, is focused here.
    (found) => {
      setMessage(null);
      if (!found.title) fileInput.current?.focus();
    },
  );

  function onCancel() {
    if (preparing) {
      attempt.current += 1;
      setStage('idle');
      setMessage({ kind: 'success', text: t('cancelled') });
    } else cancel();
  }

  async function send(title: string, chosen: File) {
    const mine = ++attempt.current;
    setStage('preparing');
    let photo: File;
    try {
      photo = (await preparePhoto(chosen)).file;
    } catch {
      // The browser read the photo but could not draw it (out of memory on a small phone): the
      // photo as chosen, and the server decides.
      photo = chosen;
    }
    // Cancelled while it was being prepared, or the page was left: nothing is sent.
    if (mine !== attempt.current) return;
    const tooLarge = imageSizeError(photo, 'photo', locale);
    if (tooLarge) {
      // The file input enabled again at once, so that focus can go to it with its message.
      flushSync(() => setStage('idle'));
      form.setError('photo', { message: tooLarge });
      fileInput.current?.focus();
      return;
    }
    // Sending follows at once: the form stays busy until its answer.
    setStage('sending');
    try {
      const created = await upload({ title, photo });
      setAddedId(created?._id ?? null);
      form.reset(EMPTY);
      if (fileInput.current) fileInput.current.value = '';
      setMessage({ kind: 'success', text: t('uploaded') });
      toast.success(t('uploaded'));
    } catch (error) {
      // Cancelled by the clerk: nothing was stored, and the title and chosen photo stay for another try.
      if (wasCancelled(error)) {
        setMessage({ kind: 'success', text: t('cancelled') });
        return;
      }
      // The server's reason (too large, not a picture…) in the portal's language, not a bare "failed".
      const reason = errorText(error, t('uploadFailed'));
      setMessage({ kind: 'error', text: reason });
      toast.error(reason);
    } finally {
      setStage('idle');
    }
  }

  return (
    <Page>
      <PageHeader title={t('pageTitle')} />
      <CollegeZoneNote />
      <Panel aria-labelledby="photo-form-heading">
        <h2 id="photo-form-heading">{t('formHeading')}</h2>
        {/* noValidate: the fields keep `required` for assistive technology, and our own messages replace the browser's bubbles. */}
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <FieldGrid>
            <Field label={t('title')} required error={say(errors.title?.message)}>
              <Input
                id="photo-title"
                required
                maxLength={200}
                disabled={busy}
                {...form.register('title', {
                  onChange: () => {
                    setMessage(null);
                    if (errors.title) form.clearErrors('title');
                  },
                })}
              />
            </Field>
            <Field label={t('photo')} required error={say(errors.photo?.message)} hint={t('photoHint')}>
              <Input
                ref={fileInput}
                id="photo-file"
                type="file"
                required
                accept={IMAGE_ACCEPT}
                disabled={busy}
                onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
              />
            </Field>
          </FieldGrid>
          {progress !== null && <ProgressBar value={progress} />}
          <FormActions>
            <Button type="submit" disabled={busy}>
              {preparing ? t('preparing') : uploading ? t('uploading') : t('upload')}
            </Button>
            {busy && (
              <Button $variant="secondary" onClick={onCancel}>
                {t('cancelUpload')}
              </Button>
            )}
          </FormActions>
          {preparing && <Preparing role="status">{t('preparingNote')}</Preparing>}
          {message && (
            <FormMessage $kind={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
              {message.text}
            </FormMessage>
          )}
        </form>
      </Panel>

      <UploadedPhotos addedId={addedId} onDeleting={() => setMessage(null)} />
    </Page>
  );
}

const Page = styled.div`
  max-width: 1200px;
`;

const Preparing = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.color.muted};
`;
