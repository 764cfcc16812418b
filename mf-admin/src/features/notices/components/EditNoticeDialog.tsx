// Edit a notice after upload: its fields, and optionally a new PDF that replaces the old.
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminNotice, UpdateNoticeRequest } from '@gsvmc/shared-types';
import { Button, useLocale, useMessages, useToast } from '@gsvmc/shared-kit';
import { fromCollegeInput, toCollegeInput } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { Modal } from '@gsvmc/shared-kit/dialog';
import { Field, FormActions, FormMessage } from '../../../components/form';
import { pdfFileError } from '../../../lib/files';
import { useUpdateNoticeMutation } from '../noticesApi';
import { noticeMessages } from '../messages';
import { commonMessages } from '../../../lib/messages';

import { NoticeFieldsInputs, useNoticeForm, type NoticeDraft } from './NoticeFieldsInputs';

const draftOf = (notice: AdminNotice): NoticeDraft => ({
  title: notice.title,
  titleBn: notice.titleBn ?? '',
  description: notice.description ?? '',
  descriptionBn: notice.descriptionBn ?? '',
  category: notice.category,
  pinned: notice.pinned,
  publishAt: toCollegeInput(notice.publishAt),
  expiresAt: toCollegeInput(notice.expiresAt),
});

export function EditNoticeDialog({ notice, onClose }: { notice: AdminNotice; onClose: () => void }) {
  const toast = useToast();
  const t = useMessages(noticeMessages);
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  const [updateNotice, { isLoading: saving }] = useUpdateNoticeMutation();
  const form = useNoticeForm(fromCollegeInput, draftOf(notice));
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function choosePdf(file: File | undefined) {
    setPdfError(null);
    if (!file) return setPdf(null);
    const problem = pdfFileError(file, locale);
    if (problem) return setPdfError(problem);
    setPdf(file);
  }

  // A refused PDF blocks the save as before; its message stays beside the file field.
  const onSubmit = form.handleSubmit(
    async (draft) => {
      setFailure(null);
      if (pdfError) return;

      const fields: UpdateNoticeRequest = {
        title: draft.title.trim(),
        description: draft.description.trim(),
        // An API that knows the Bengali fields gets them always (so one can be emptied); one that does
        // not yet is sent them only when written, and says plainly that it does not take them.
        ...(hasBengaliFields(notice) || draft.titleBn.trim() ? { titleBn: draft.titleBn.trim() || null } : {}),
        ...(hasBengaliFields(notice) || draft.descriptionBn.trim()
          ? { descriptionBn: draft.descriptionBn.trim() || null }
          : {}),
        category: draft.category,
        pinned: draft.pinned,
        // An emptied publish date means "now", as at upload.
        publishAt: fromCollegeInput(draft.publishAt) ?? new Date().toISOString(),
        expiresAt: fromCollegeInput(draft.expiresAt),
      };
      let changes: UpdateNoticeRequest | FormData = fields;
      if (pdf) {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value === null ? '' : String(value));
        form.append('pdf', pdf, pdf.name);
        changes = form;
      }
      try {
        await updateNotice({ id: notice._id, changes }).unwrap();
        toast.success(t('updated'));
        onClose();
      } catch (error) {
        setFailure(t('updateFailed', { detail: errorText(error, t('tryAgainLower')) }));
      }
    },
    () => setFailure(null),
  );

  return (
    <Modal title={t('editTitle', { title: notice.title })} onClose={onClose} width={640}>
      <Form onSubmit={(e) => void onSubmit(e)} noValidate>
        <NoticeFieldsInputs idPrefix="edit-notice" form={form} disabled={saving} />
        <Field label={t('replacePdf')} error={pdfError ?? undefined} hint={t('replaceHint')}>
          <input
            id="edit-notice-pdf"
            type="file"
            accept="application/pdf,.pdf"
            disabled={saving}
            onChange={(e) => choosePdf(e.target.files?.[0])}
          />
        </Field>
        <FormActions>
          <Button type="submit" disabled={saving}>
            {saving ? tc('saving') : t('saveChanges')}
          </Button>
          <Button $variant="ghost" onClick={onClose} disabled={saving}>
            {tc('cancel')}
          </Button>
        </FormActions>
        {failure && (
          <FormMessage $kind="error" role="alert">
            {failure}
          </FormMessage>
        )}
      </Form>
    </Modal>
  );
}

const hasBengaliFields = (notice: AdminNotice) => 'titleBn' in notice;

const Form = styled.form`
  display: grid;
  gap: 14px;
`;
