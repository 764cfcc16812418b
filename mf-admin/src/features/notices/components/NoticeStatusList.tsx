// The notices by where they stand for visitors (scheduled, live, expired), each with its text's
// state and the ways to act on it: check the text, edit, download, delete.
import styled from 'styled-components';
import {
  NOTICE_CATEGORY_LABELS,
  NOTICE_CATEGORY_LABELS_BN,
  type AdminNotice,
  type NoticeStatus,
} from '@gsvmc/shared-types';
import { Button, EmptyState, ErrorState, Spinner, fileUrl, useLocale, useMessages } from '@gsvmc/shared-kit';
import { RowActions } from '@gsvmc/shared-kit/staff';
import { formatCollegeDateTime } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { Panel } from '../../../components/form';
import { DeleteButton } from '../../../components/DeleteButton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { commonMessages } from '../../../lib/messages';
import { useConfirmedDelete } from '../../../lib/useConfirmedDelete';
import { useDeleteNoticeMutation, useGetAdminNoticesQuery } from '../noticesApi';
import { noticeMessages } from '../messages';
import { reviewMessages } from '../review/review.messages';

type NoticeKey = keyof typeof noticeMessages.en;
type ReviewKey = keyof typeof reviewMessages.en;
const STATUS_SECTIONS: Array<{ status: NoticeStatus; heading: NoticeKey; empty: NoticeKey }> = [
  { status: 'scheduled', heading: 'scheduled', empty: 'noScheduled' },
  { status: 'live', heading: 'live', empty: 'noLive' },
  { status: 'expired', heading: 'expired', empty: 'noExpired' },
];

/** Where the notice's text stands, for the line under its title (none from an API without text). */
function textState(notice: AdminNotice): ReviewKey | null {
  if (notice.textStatus === 'pending') return 'statusPending';
  if (notice.textStatus === 'failed') return 'statusFailed';
  if (notice.textStatus === 'done') return notice.textSource === 'staff' ? 'statusStaff' : 'statusDone';
  return null;
}

export function NoticeStatusList({
  onEdit,
  onReview,
}: {
  onEdit: (notice: AdminNotice) => void;
  onReview: (id: string) => void;
}) {
  const t = useMessages(noticeMessages);
  const errorText = useErrorText();
  const tr = useMessages(reviewMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  const categoryLabels = locale === 'bn' ? NOTICE_CATEGORY_LABELS_BN : NOTICE_CATEGORY_LABELS;
  const notices = useGetAdminNoticesQuery();
  const [deleteNotice] = useDeleteNoticeMutation();
  const { deletingId, onDelete } = useConfirmedDelete(deleteNotice, { entity: 'notice', failure: t('deleteFailed') });

  return (
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
                            when: formatCollegeDateTime(notice.publishAt, locale),
                          })}
                          {notice.expiresAt &&
                            ` · ${t(status === 'expired' ? 'expiredOn' : 'expires', {
                              when: formatCollegeDateTime(notice.expiresAt, locale),
                            })}`}
                          {textState(notice) && ` · ${tr(textState(notice)!)}`}
                        </Meta>
                        {notice.description && <Description>{notice.description}</Description>}
                      </div>
                      <RowActions
                        destructive={
                          <DeleteButton
                            name={notice.title}
                            deleting={deletingId === notice._id}
                            onDelete={() => void onDelete(notice._id, notice.title)}
                          />
                        }
                      >
                        <Button
                          $variant="secondary"
                          $small
                          aria-label={tr('checkTextOf', { title: notice.title || tr('untitled') })}
                          onClick={() => onReview(notice._id)}
                        >
                          {tr('checkText')}
                        </Button>
                        <Button $variant="secondary" $small onClick={() => onEdit(notice)}>
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
                      </RowActions>
                    </Item>
                  ))}
                </List>
              )}
            </StatusGroup>
          );
        })
      )}
    </Panel>
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
