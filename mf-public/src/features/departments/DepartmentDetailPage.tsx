// SPEC.md §2.10. The department arrives in router state (as the old site did) and also in the URL
// (?name=&parent=) so that a reload, a bookmark or a shared link still works (issue 4).
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { departmentPageSlug, DESIGNATION_RANK, type Faculty, toPath, PATHS } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  fileUrl,
  getErrorStatus,
  useDocumentTitle,
  useGetFacultyByDepartmentQuery,
  useGetPageQuery,
} from '@gsvmc/shared-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Section } from '../../ui/Content';
import { Blocks } from '../../ui/blocks/Blocks';
import { Avatar, PersonIcon } from '../../ui/Avatar';
import { isKnownDepartment, parentOf, type DepartmentState } from './data';

/** The carried department: router state first, then the URL; only known department names count. */
export function useCarriedDepartment(): DepartmentState | null {
  const { state } = useLocation() as { state: Partial<DepartmentState> | null };
  const [params] = useSearchParams();
  const department = state?.department ?? params.get('name');
  if (!isKnownDepartment(department)) return null;
  const parent = state?.parent ?? params.get('parent') ?? parentOf(department);
  return parent ? { department, parent } : { department };
}

const rank = (designation: string) => {
  const i = (DESIGNATION_RANK as readonly string[]).indexOf(designation);
  return i === -1 ? DESIGNATION_RANK.length : i;
};

/** Highest rank first, then by name (the same order as the faculty directory). */
export function sortFaculty(list: readonly Faculty[]): Faculty[] {
  return [...list].sort((a, b) => rank(a.designation) - rank(b.designation) || a.name.localeCompare(b.name));
}

export default function DepartmentDetailPage() {
  const carried = useCarriedDepartment();
  const navigate = useNavigate();
  const heading = carried ? (carried.parent ? `${carried.parent} - ${carried.department}` : carried.department) : '';
  useDocumentTitle(carried ? heading : 'Academic Departments');

  useEffect(() => {
    if (!carried) navigate(PATHS.departments, { replace: true });
  }, [carried, navigate]);

  // The department's about text is a page of its own, edited in the admin portal.
  const about = useGetPageQuery(carried ? departmentPageSlug(carried.department) : skipToken);
  const { data, error, isLoading, isFetching, isError, refetch } = useGetFacultyByDepartmentQuery(
    carried?.department ?? skipToken,
  );

  if (!carried) {
    return (
      <PageContainer>
        <p role="status">Redirecting...</p>
      </PageContainer>
    );
  }

  let faculty;
  if (isLoading || (isFetching && isError)) faculty = <Spinner label="Loading faculty members..." />;
  else if (isError && getErrorStatus(error) === 404)
    faculty = <EmptyState>No faculty members found for this department.</EmptyState>;
  else if (isError)
    faculty = <ErrorState message="Failed to load faculty data. Please try again." onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) faculty = <EmptyState>No faculty members found for this department.</EmptyState>;
  else
    faculty = (
      <Grid>
        {sortFaculty(data).map((member) => (
          <li key={member._id}>
            <MemberCard>
              {member.facultyPicture ? (
                <Avatar name={member.name} src={fileUrl(member.facultyPicture)} size={112} />
              ) : (
                <PersonIcon size={112} />
              )}
              <h3>
                <Link to={toPath('facultyDetails', { id: member._id })}>{member.name}</Link>
              </h3>
              <p>{member.designation}</p>
            </MemberCard>
          </li>
        ))}
      </Grid>
    );

  return (
    <PageContainer>
      <PageHeader
        title={heading}
        crumbs={[
          { label: 'Home', to: PATHS.home },
          { label: 'Academics', to: PATHS.academics },
          { label: 'Departments', to: PATHS.departments },
          { label: carried.department },
        ]}
        actions={
          <Button $variant="secondary" onClick={() => navigate(PATHS.departments)}>
            Back to Departments
          </Button>
        }
      />
      <Section title={`About the Department of ${carried.department}`} id="department-about">
        <AsyncView query={about} loading="Loading..." error="Failed to load this text. Please try again later.">
          {(page) => <Blocks blocks={page.content.blocks} />}
        </AsyncView>
      </Section>
      <Section title="Faculty Members" id="department-faculty">
        {faculty}
      </Section>
    </PageContainer>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
`;

const MemberCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  height: 100%;
  padding: 20px 16px;
  text-align: center;
  h3 {
    margin: 4px 0 0;
    font-size: 1.05rem;
    overflow-wrap: break-word;
  }
  h3 a {
    color: ${({ theme }) => theme.color.primaryDark};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;
