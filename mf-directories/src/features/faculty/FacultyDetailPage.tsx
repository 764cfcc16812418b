// Faculty profile (SPEC.md §2.7). In Bengali the department, designation, dates and years are Bengali;
// the name, degrees and publications stay as they were typed, marked with their language.
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { departmentName, designationName, safeWebLink, type Faculty } from '@gsvmc/shared-types';
import {
  Button,
  ErrorState,
  PageContainer,
  ResponsiveImage,
  Spinner,
  bengaliDigits,
  formatDate,
  getErrorStatus,
  useDocumentTitle,
  useGetFacultyMemberQuery,
  useLocale,
  useMessages,
  type Locale,
} from '@gsvmc/shared-kit';
import { initialOf } from './facultyOrder';
import { PATHS } from '@gsvmc/shared-types';
import { commonMessages } from '../../components/common.messages';
import { langAttr } from '../../components/textLang';
import { detailMessages } from './detail.messages';
import {
  BackButton,
  Centered,
  Designation,
  Facts,
  Header,
  Muted,
  Panel,
  Picture,
  Sections,
} from './FacultyDetailPage.styles';

/**
 * Dates of the work-experience list may be ISO dates or free text such as "Present", which a
 * Bengali page writes in its own word (`present`: "বর্তমান"); English shows it as typed.
 */
function displayDate(value: string | undefined, locale: Locale, present: string): string {
  if (!value) return '';
  if (locale === 'bn' && /^present$/i.test(value.trim())) return present;
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value, locale) || value : value;
}

/** A year or other figure typed by staff, in the page's digits. */
const digits = (value: string, locale: Locale) => (locale === 'bn' ? bengaliDigits(value) : value);

export default function FacultyDetailPage() {
  const t = useMessages(detailMessages);
  const tc = useMessages(commonMessages);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: member, isLoading, isFetching, isError, error, refetch } = useGetFacultyMemberQuery(id, { skip: !id });
  useDocumentTitle(member ? member.name : t('title'));

  // "Back" is one page back (SPEC.md §2.7); a profile opened directly has no page of ours behind it,
  // and the browser's back would leave the site, so it goes to the directory instead.
  const goBack = () => {
    if (location.key === 'default') navigate(PATHS.facultyTable);
    else navigate(-1);
  };

  let content: ReactNode;
  if (!id || getErrorStatus(error) === 404) {
    content = (
      <Centered role="alert">
        <h1>{t('notFound')}</h1>
        <p>{t('notFoundDetail')}</p>
        <Button onClick={goBack}>{t('goBack')}</Button>
      </Centered>
    );
  } else if (!member && (isLoading || isFetching)) {
    content = <Spinner label={t('loading')} />;
  } else if (isError || !member) {
    // SPEC.md says Retry reloads the page; a refetch gives the same result without losing the frame.
    content = (
      <ErrorState
        message={t('loadFailed')}
        detail={t('loadFailedDetail')}
        retryLabel={tc('retry')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = <Profile member={member} />;
  }

  return (
    <PageContainer>
      <BackButton $variant="ghost" onClick={goBack}>
        {t('backToList')}
      </BackButton>
      {content}
    </PageContainer>
  );
}

function Profile({ member }: { member: Faculty }) {
  const t = useMessages(detailMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  const designation = designationName(member.designation, locale);
  const department = departmentName(member.department, locale);
  const qualifications = member.qualifications ?? [];
  const experience = member.workExperience ?? [];
  const publications = member.publications ?? [];
  return (
    <>
      <Header>
        <Picture>
          {member.facultyPicture ? (
            <ResponsiveImage path={member.facultyPicture} alt={member.name} sizes="180px" priority="high" />
          ) : (
            <span aria-hidden="true">{initialOf(member.name)}</span>
          )}
        </Picture>
        <div>
          <h1 lang={langAttr(member.name, locale)}>{member.name}</h1>
          <Designation lang={langAttr(designation, locale)}>{designation}</Designation>
          <Facts>
            <div>
              <dt>{t('department')}</dt>
              <dd lang={langAttr(department, locale)}>{department}</dd>
            </div>
            <div>
              <dt>{t('registrationNo')}</dt>
              <dd>{member.registrationNo || '—'}</dd>
            </div>
            <div>
              <dt>{t('dateOfBirth')}</dt>
              <dd>{displayDate(member.dateOfBirth, locale, t('present')) || '—'}</dd>
            </div>
          </Facts>
        </div>
      </Header>

      <Sections>
        <Section title={t('qualifications')} empty={t('noQualifications')} count={qualifications.length}>
          {qualifications.map((q, i) => (
            <li key={`${q.degree}-${i}`}>
              <strong lang={langAttr(q.degree, locale)}>{q.degree}</strong>
              {q.year && <Muted> — {digits(q.year, locale)}</Muted>}
            </li>
          ))}
        </Section>
        <Section title={t('workExperience')} empty={t('noWorkExperience')} count={experience.length}>
          {experience.map((w, i) => (
            <li key={`${w.role}-${i}`}>
              <strong lang={langAttr(w.role, locale)}>{w.role}</strong>
              {(w.startDate || w.endDate) && (
                <Muted>
                  {' '}
                  —{' '}
                  {t('period', {
                    from: displayDate(w.startDate, locale, t('present')),
                    to: displayDate(w.endDate, locale, t('present')) || t('present'),
                  })}
                </Muted>
              )}
            </li>
          ))}
        </Section>
        <Section title={t('publications')} empty={t('noPublications')} count={publications.length}>
          {publications.map((p, i) => (
            <li key={`${p.title}-${i}`} lang={langAttr(p.title, locale)}>
              {safeWebLink(p.link) ? (
                <a href={safeWebLink(p.link)!} target="_blank" rel="noopener noreferrer">
                  {p.title}
                  <span className="visually-hidden" lang={locale}>
                    {tc('opensInNewTab')}
                  </span>
                </a>
              ) : (
                p.title
              )}
            </li>
          ))}
        </Section>
      </Sections>
    </>
  );
}

function Section({
  title,
  empty,
  count,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Panel as="section" aria-label={title}>
      <h2>{title}</h2>
      {count === 0 ? <Muted as="p">{empty}</Muted> : <ul>{children}</ul>}
    </Panel>
  );
}
