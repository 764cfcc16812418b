// Edit a notice after upload (issue 14): its fields, and optionally a new PDF that replaces the old.
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminNotice, UpdateNoticeRequest } from '@gsvmc/shared-types';
import { Button, getErrorMessage, useToast } from '@gsvmc/shared-kit';
import { Modal } from '@gsvmc/shared-kit/dialog';
import { Field, FormActions, FormMessage } from '../../../components/form';
import { pdfFileError } from '../../../lib/files';
import { fromLocalInput, toLocalInput } from '../noticeDates';
import { useUpdateNoticeMutation } from '../noticesApi';
import { NoticeFieldsInputs, useNoticeForm, type NoticeDraft } from './NoticeFieldsInputs';

const draftOf = (notice: AdminNotice): NoticeDraft => ({
  title: notice.title,
  description: notice.description ?? '',
  category: notice.category,
  pinned: notice.pinned,
  publishAt: toLocalInput(notice.publishAt),
  expiresAt: toLocalInput(notice.expiresAt),
});

export function EditNoticeDialog({ notice, onClose }: { notice: AdminNotice; onClose: () => void }) {
  const toast = useToast();
  const [updateNotice, { isLoading: saving }] = useUpdateNoticeMutation();
  const form = useNoticeForm(fromLocalInput, draftOf(notice));
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function choosePdf(file: File | undefined) {
    setPdfError(null);
    if (!file) return setPdf(null);
    const problem = pdfFileError(file);
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
        category: draft.category,
        pinned: draft.pinned,
        // An emptied publish date means "now", as at upload.
        publishAt: fromLocalInput(draft.publishAt) ?? new Date().toISOString(),
        expiresAt: fromLocalInput(draft.expiresAt),
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
        toast.success('Notice updated successfully!');
        onClose();
      } catch (error) {
        setFailure(`Error updating notice: ${getErrorMessage(error, 'please try again.')}`);
      }
    },
    () => setFailure(null),
  );

  return (
    <Modal title={`Edit notice: ${notice.title}`} onClose={onClose} width={640}>
      <Form onSubmit={(e) => void onSubmit(e)} noValidate>
        <NoticeFieldsInputs idPrefix="edit-notice" form={form} disabled={saving} />
        <Field
          label="Replace the PDF (optional)"
          error={pdfError ?? undefined}
          hint="The old file is deleted once the new one is saved."
        >
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
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
          <Button $variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
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

const Form = styled.form`
  display: grid;
  gap: 14px;
`;
