// Notice board (SPEC.md §2.4): newest first, date in short form, download and view of each PDF.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { Notice } from '@gsvmc/shared-types';
import {
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  fileUrl,
  formatShortDate,
  useDocumentTitle,
  useGetNoticesQuery,
} from '@gsvmc/shared-kit';

/** Newest first whatever order the server used; an unreadable date sorts last. */
export function sortNewestFirst(notices: readonly Notice[]): Notice[] {
  const time = (n: Notice) => {
    const t = Date.parse(n.date);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...notices].sort((a, b) => time(b) - time(a));
}

export default function NoticeBoardPage() {
  useDocumentTitle('Notice Board');
  const { data, isLoading, isFetching, isError, refetch } = useGetNoticesQuery();
  const notices = useMemo(() => sortNewestFirst(data ?? []), [data]);

  let body;
  if (!data && (isLoading || isFetching)) body = <Spinner label="Loading notices..." />;
  else if (isError)
    // SPEC.md §8 only logged this failure; the issue asks for it to be shown with Retry.
    body = (
      <ErrorState
        message="Failed to load notices"
        detail="Please check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  else if (notices.length === 0) body = <EmptyState>No notices available at this time</EmptyState>;
  else
    body = (
      <List aria-label="Notices">
        {notices.map((notice) => (
          <NoticeItem key={notice._id} notice={notice} />
        ))}
      </List>
    );

  return (
    <PageContainer>
      <PageHeader title="Notice Board" crumbs={[{ label: 'Home', to: '/' }, { label: 'Notice Board' }]} />
      {body}
    </PageContainer>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const href = fileUrl(notice.pdfUrl);
  return (
    <Item as="li">
      <DateBadge dateTime={notice.date}>{formatShortDate(notice.date)}</DateBadge>
      <Text>
        <h2>{notice.title}</h2>
        {notice.description && <p>{notice.description}</p>}
      </Text>
      <Actions>
        <ActionLink href={href} download aria-label={`Download ${notice.title} (PDF)`}>
          Download
        </ActionLink>
        <ActionLink
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          $secondary
          aria-label={`View ${notice.title} in a new tab`}
        >
          View
        </ActionLink>
      </Actions>
    </Item>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  display: grid;
  grid-template-columns: 124px 1fr auto;
  align-items: center;
  gap: 16px;
  padding: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`;

const DateBadge = styled.time`
  display: inline-block;
  min-width: 110px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primaryLight};
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  font-size: 0.9rem;
  text-align: center;
  ${({ theme }) => theme.media.mobile} {
    justify-self: start;
    min-width: 0;
  }
`;

const Text = styled.div`
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const ActionLink = styled.a<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 6px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $secondary }) => ($secondary ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.color.primary : '#fff')};
  &:hover {
    background: ${({ theme, $secondary }) => ($secondary ? theme.color.primaryLight : theme.color.primaryDark)};
  }
`;
