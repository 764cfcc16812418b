// Sending a notice: the upload with its progress and Cancel, and what the clerk is told after it (a
// toast; on a refusal the server's reason beside the form; after a Cancel, that nothing was sent).
import { useState } from 'react';
import type { NoticeDetail } from '@gsvmc/shared-types';
import { useMessages, useToast } from '@gsvmc/shared-kit';
import { fromCollegeInput } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { useUpload, wasCancelled } from '../../../lib/useUpload';
import { bengaliOf, useUploadNoticeMutation } from '../noticesApi';
import { noticeMessages } from '../messages';
import type { NoticeDraft } from './NoticeFieldsInputs';

/** The notice's file: a PDF, or the photos of its pages. */
export type NoticeContent = { pdf: File } | { pages: Blob[] };

export function useSendNotice() {
  const t = useMessages(noticeMessages);
  const errorText = useErrorText();
  const toast = useToast();
  const [uploadNotice] = useUploadNoticeMutation();
  const { upload, cancel, progress, uploading } = useUpload('uploadNotice', uploadNotice);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);

  /** The notice as stored, or undefined when it was cancelled or refused (the form keeps everything). */
  async function send(content: NoticeContent, draft: NoticeDraft): Promise<NoticeDetail | undefined> {
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
      return notice;
    } catch (error) {
      if (wasCancelled(error)) {
        // Everything the clerk chose stays: the upload can be sent again as it is.
        setCancelled(true);
        return undefined;
      }
      const detail = errorText(error, '');
      // The toast says it in SPEC.md §8's words; the form keeps the server's reason beside it.
      setUploadError(detail ? t('uploadFailedBecause', { detail }) : t('uploadFailed'));
      toast.error(t('uploadFailed'));
      return undefined;
    }
  }

  /** A new choice or a new attempt: the last attempt's outcome no longer stands. */
  function clearOutcome() {
    setUploadError(null);
    setCancelled(false);
  }

  return { send, cancel, progress, uploading, uploadError, cancelled, clearOutcome };
}
