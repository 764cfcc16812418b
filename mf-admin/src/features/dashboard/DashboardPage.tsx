// Admin home (SPEC.md §2.15 "Welcome"): what needs attention first, each item a link to where it is dealt
// with, then the four content counts and a way into each management page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ErrorState,
  PageHeader,
  Spinner,
  formatNumber,
  useAuth,
  useDocumentTitle,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { CollegeZoneNote } from '@gsvmc/shared-kit/collegeTime';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { commonMessages } from '../../lib/messages';
import { dashboardMessages } from './messages';
import { useGetAttentionQuery, useGetStatsQuery } from './statsApi';
import { AttentionList } from './components/AttentionList';
import { PATHS } from '@gsvmc/shared-types';

const CARDS = [
  { key: 'faculty', label: 'facultyMembers', to: PATHS.adminFaculties, action: 'manageFaculties' },
  { key: 'notices', label: 'notices', to: PATHS.adminNoticeUpload, action: 'uploadNotices' },
  { key: 'photos', label: 'photos', to: PATHS.adminPhotoUpload, action: 'managePhotoGallery' },
  { key: 'alumni', label: 'alumniRecords', to: PATHS.adminAlumni, action: 'manageAlumni' },
] as const;

export default function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  useDocumentTitle(t('documentTitle'));
  const { user } = useAuth();
  // Fresh after any change: every mutation that changes a count (in this remote or mf-directories'
  // alumni import and delete) invalidates 'Stats' in the one shared cache.
  const { data, isLoading, isFetching, error, refetch } = useGetStatsQuery();
  const attention = useGetAttentionQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <Page>
      <PageHeader title={t('welcome')} />
      {user && <Lead>{t('signedInAs', { name: user.username })}</Lead>}
      <Section aria-labelledby="attention-heading">
        <h2 id="attention-heading">{t('attentionHeading')}</h2>
        <CollegeZoneNote />
        {attention.data ? (
          <AttentionList data={attention.data} isAdmin={user?.role === 'admin'} />
        ) : attention.isLoading ? (
          <Spinner label={t('attentionLoading')} />
        ) : attention.error ? (
          <ErrorState
            message={t('attentionFailed')}
            detail={errorText(attention.error, tc('tryAgain'))}
            retryLabel={tc('retry')}
            onRetry={() => void attention.refetch()}
          />
        ) : null}
      </Section>
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : error && !data ? (
        <ErrorState
          message={t('loadFailed')}
          detail={errorText(error, tc('tryAgain'))}
          retryLabel={tc('retry')}
          onRetry={() => void refetch()}
        />
      ) : null}
      <Cards aria-busy={isFetching || undefined}>
        {CARDS.map((card) => (
          <StatCard key={card.key}>
            <h2 id={`stat-${card.key}`}>{t(card.label)}</h2>
            <Count aria-labelledby={`stat-${card.key}`}>
              {data ? (locale === 'bn' ? formatNumber(data[card.key], 'bn') : data[card.key]) : '–'}
            </Count>
            <Link to={card.to}>{t(card.action)}</Link>
          </StatCard>
        ))}
      </Cards>
    </Page>
  );
}

const Page = styled.div`
  max-width: 1100px;
`;

const Section = styled.section`
  margin-bottom: 28px;
  > h2 {
    margin: 0 0 4px;
    font-size: 1.3rem;
  }
`;

const Lead = styled.p`
  margin: -12px 0 20px;
  color: ${({ theme }) => theme.color.muted};
`;

const Cards = styled.ul`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StatCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h2 {
    margin: 0;
    font-size: 1rem;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    font-weight: 600;
  }
`;

const Count = styled.output`
  font-size: 2.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
  font-variant-numeric: tabular-nums;
`;
