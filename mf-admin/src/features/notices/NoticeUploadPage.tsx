// "Upload & View Notices" (SPEC.md §2.15): the upload (a PDF, or photos of the pages), the text of a
// notice for the clerk to check as soon as it is read, and the notices by where they stand for
// visitors (scheduled, live, expired), each with its text, Edit, Download and Delete.
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminNotice } from '@gsvmc/shared-types';
import { PageHeader, useDocumentTitle, useMessages } from '@gsvmc/shared-kit';
import { CollegeZoneNote } from '@gsvmc/shared-kit/collegeTime';
import { Panel } from '../../components/form';
import { EditNoticeDialog } from './components/EditNoticeDialog';
import { NoticeStatusList } from './components/NoticeStatusList';
import { NoticeUploadForm } from './components/NoticeUploadForm';
import { NoticeTextReview } from './review/NoticeTextReview';
import { noticeMessages } from './messages';

export default function NoticeUploadPage() {
  const t = useMessages(noticeMessages);
  useDocumentTitle(t('pageTitle'));
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  // The notice whose text is open for checking: the one just sent, or one chosen in the list.
  const [reviewing, setReviewing] = useState<string | null>(null);

  return (
    <Page>
      <PageHeader title={t('pageTitle')} />
      <CollegeZoneNote />
      <Panel aria-labelledby="notice-upload-heading">
        <h2 id="notice-upload-heading">{t('uploadHeading')}</h2>
        <NoticeUploadForm onUploaded={(notice) => setReviewing(notice._id)} />
      </Panel>
      {reviewing && <NoticeTextReview key={reviewing} id={reviewing} onClose={() => setReviewing(null)} />}
      <NoticeStatusList onEdit={setEditing} onReview={setReviewing} />
      {editing && <EditNoticeDialog notice={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}

const Page = styled.div`
  max-width: 960px;
`;
