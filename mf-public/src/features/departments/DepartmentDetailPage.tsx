// SPEC.md §2.10. The department arrives in router state (as the old site did) and also in the URL
// (?name=&parent=) so that a reload, a bookmark or a shared link still works.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  departmentName,
  departmentPageSlug,
  designationName,
  DESIGNATION_RANK,
  type Faculty,
  toPath,
  PATHS,
} from '@gsvmc/shared-types';
import {
  AsyncView,
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  fileUrl,
  getErrorStatus,
  phoneTapTarget,
  useDocumentTitle,
  useGetFacultyByDepartmentQuery,
  useGetPageQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { uiMessages } from '../../ui/messages';
import { departmentsMessages } from './messages';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Section } from '../../ui/Content';
import { Blocks } from '../../ui/blocks/Blocks';
import { Avatar, PersonIcon } from '../../ui/Avatar';
import { isKnownDepartment, parentOf, type DepartmentState } from './data';
import { secondaryButton } from '../../ui/secondaryButton';

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

/**
 * A department named in the address that the college does not have: said so, with the way to the
 * list, rather than a silent redirect. Its about page is asked for all the same: the API answers
 * 404 for it, which the site's server sends as the page's status, so a search engine or a link
 * checker learns the address is dead.
 */
function DepartmentNotFound({ name }: { name: string }) {
  const t = useMessages(departmentsMessages);
  const ui = useMessages(uiMessages);
  useDocumentTitle(t('departmentNotFound'));
  useGetPageQuery(departmentPageSlug(name));
  return (
    <PageContainer>
      <PageHeader
        title={t('departmentNotFound')}
        crumbs={[
          { label: ui('home'), to: PATHS.home },
          { label: t('departments'), to: PATHS.departments },
          { label: t('departmentNotFound') },
        ]}
      />
      <EmptyState>{t('departmentNotFoundText', { name })}</EmptyState>
      {/* The way on, a thumb's target of its own rather than a word inside the sentence. */}
      <BackLink to={PATHS.departments}>{t('departmentsList')}</BackLink>
    </PageContainer>
  );
}

export default function DepartmentDetailPage() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: Partial<DepartmentState> | null };
  const named = params.get('name');
  if (!state?.department && named && !isKnownDepartment(named)) return <DepartmentNotFound name={named} />;
  return <KnownDepartmentPage />;
}

function KnownDepartmentPage() {
  const carried = useCarriedDepartment();
  const navigate = useNavigate();
  const t = useMessages(departmentsMessages);
  const ui = useMessages(uiMessages);
  const locale = useLocale();
  const name = carried ? departmentName(carried.department, locale) : '';
  const heading = carried ? (carried.parent ? `${departmentName(carried.parent, locale)} - ${name}` : name) : '';
  useDocumentTitle(carried ? heading : t('academicDepartments'));

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
        {/* The way on for a page that cannot redirect: JavaScript off, or not yet run. */}
        <p role="status">
          {t('redirecting')} <Link to={PATHS.departments}>{t('departmentsList')}</Link>
        </p>
      </PageContainer>
    );
  }

  let faculty;
  if (isLoading || (isFetching && isError)) faculty = <Spinner label={t('loadingFaculty')} />;
  else if (isError && getErrorStatus(error) === 404) faculty = <EmptyState>{t('noFaculty')}</EmptyState>;
  else if (isError) faculty = <ErrorState message={t('facultyFailed')} onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) faculty = <EmptyState>{t('noFaculty')}</EmptyState>;
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
              <p>{designationName(member.designation, locale)}</p>
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
          { label: ui('home'), to: PATHS.home },
          { label: t('academics'), to: PATHS.academics },
          { label: t('departments'), to: PATHS.departments },
          { label: name },
        ]}
        actions={
          // A link, so it leads back before the script runs and with JavaScript off too.
          <BackLink to={PATHS.departments}>{t('backToDepartments')}</BackLink>
        }
      />
      <Section title={t('aboutDepartment', { name })} id="department-about">
        <AsyncView query={about} loading={t('loading')} error={t('textFailed')}>
          {(page) => <Blocks blocks={page.content.blocks} />}
        </AsyncView>
      </Section>
      <Section title={t('facultyMembers')} id="department-faculty">
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
    /* The way to a member's profile: a thumb's target on a phone, not the name's 19 px line. */
    ${phoneTapTarget}
    justify-content: center;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const BackLink = styled(Link)`
  ${secondaryButton}
`;
