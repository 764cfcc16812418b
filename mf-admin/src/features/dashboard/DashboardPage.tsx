// Admin home (SPEC.md §2.15 "Welcome"): the four content counts and a way into each management page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, PageHeader, Spinner, getErrorMessage, useAuth, useDocumentTitle } from '@gsvmc/shared-kit';
import { useGetStatsQuery } from './statsApi';
import { PATHS } from '@gsvmc/shared-types';

const CARDS = [
  { key: 'faculty', label: 'Faculty members', to: PATHS.adminFaculties, action: 'Manage faculties' },
  { key: 'notices', label: 'Notices', to: PATHS.adminNoticeUpload, action: 'Upload notices' },
  { key: 'photos', label: 'Photos', to: PATHS.adminPhotoUpload, action: 'Manage photo gallery' },
  { key: 'alumni', label: 'Alumni records', to: PATHS.adminAlumni, action: 'Manage alumni' },
] as const;

export default function DashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { user } = useAuth();
  // Fresh after any change: every mutation that changes a count (in this remote or mf-directories'
  // alumni import and delete) invalidates 'Stats' in the one shared cache.
  const { data, isLoading, isFetching, error, refetch } = useGetStatsQuery();

  return (
    <Page>
      <PageHeader title="Welcome to Admin Dashboard" />
      {user && <Lead>Signed in as {user.username}. Choose what to manage below.</Lead>}
      {isLoading ? (
        <Spinner label="Loading dashboard..." />
      ) : error && !data ? (
        <ErrorState
          message="Failed to load dashboard figures"
          detail={getErrorMessage(error, 'Please try again.')}
          onRetry={() => void refetch()}
        />
      ) : null}
      <Cards aria-busy={isFetching || undefined}>
        {CARDS.map((card) => (
          <StatCard key={card.key}>
            <h2 id={`stat-${card.key}`}>{card.label}</h2>
            <Count aria-labelledby={`stat-${card.key}`}>{data ? data[card.key] : '–'}</Count>
            <Link to={card.to}>{card.action}</Link>
          </StatCard>
        ))}
      </Cards>
    </Page>
  );
}

const Page = styled.div`
  max-width: 1100px;
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
