// Edit faculty (SPEC.md §2.15, §4): four independent edit modes. Each Save Changes sends only its
// part with PUT /faculty/{id} (§7); on success the local copy is updated and that mode closes; a
// failure is shown in the section and as a toast (the old site only logged it).
import { useParams } from 'react-router-dom';
import { safeWebLink, type Publication, type Qualification, type WorkExperience, PATHS } from '@gsvmc/shared-types';
import {
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  getErrorStatus,
  useDocumentTitle,
  useMessages,
} from '@gsvmc/shared-kit';
import { commonMessages } from '../../lib/messages';
import { facultyMessages } from './messages';
import { ListSection } from './components/ListSection';
import { ProfileSection } from './components/ProfileSection';
import { PUBLICATIONS, QUALIFICATIONS, WORK_EXPERIENCE } from './components/rowFields';
import { BackLink, Page } from './EditFacultyPage.styles';
import { useFacultyRecord } from './useFacultyRecord';
import { UnsavedChangesContext, useUnsavedChangesRegistry, useUnsavedChangesWarning } from './useUnsavedChanges';

export default function EditFacultyPage() {
  const { id = '' } = useParams();
  const t = useMessages(facultyMessages);
  const tc = useMessages(commonMessages);
  const { local, error, refetch, save, savePicture } = useFacultyRecord(id);
  const unsaved = useUnsavedChangesRegistry();
  useUnsavedChangesWarning(unsaved.dirty);
  useDocumentTitle(local ? t('documentTitleOf', { name: local.name }) : t('editTitle'));

  const back = <BackLink to={PATHS.adminFaculties}>{t('back')}</BackLink>;
  const crumbs = [{ label: t('facultyManagement'), to: PATHS.adminFaculties }, { label: t('editTitle') }];

  if (!local && !error) {
    return (
      <Page>
        <PageHeader title={t('editTitle')} crumbs={crumbs} />
        <Spinner label={t('loadingDetails')} />
      </Page>
    );
  }
  // A failed background refetch keeps the page as it is; only a record never loaded shows the error.
  if (!local) {
    return (
      <Page>
        <PageHeader title={t('editTitle')} crumbs={crumbs} />
        {getErrorStatus(error) === 404 ? (
          <EmptyState>{t('notFound')}</EmptyState>
        ) : (
          <ErrorState
            message={t('detailsFailed')}
            detail={t('detailsFailedDetail')}
            retryLabel={tc('retry')}
            onRetry={() => void refetch()}
          />
        )}
        {back}
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title={t('editTitleOf', { name: local.name })} crumbs={crumbs} actions={back} />
      <UnsavedChangesContext.Provider value={unsaved.report}>
        <ProfileSection faculty={local} save={save} savePicture={savePicture} />
        <ListSection<Qualification>
          list={QUALIFICATIONS}
          rows={local.qualifications}
          toChanges={(qualifications) => ({ qualifications })}
          describe={(q) => `${q.degree} (${q.year})`}
          save={save}
        />
        <ListSection<WorkExperience>
          list={WORK_EXPERIENCE}
          rows={local.workExperience}
          toChanges={(workExperience) => ({ workExperience })}
          describe={(w) => `${w.role}: ${w.startDate} – ${w.endDate}`}
          save={save}
        />
        <ListSection<Publication>
          list={PUBLICATIONS}
          rows={local.publications}
          toChanges={(publications) => ({ publications: publications.map((p) => (p.link ? p : { title: p.title })) })}
          describe={(p) =>
            safeWebLink(p.link) ? (
              <a href={safeWebLink(p.link)!} target="_blank" rel="noopener noreferrer">
                {p.title}
              </a>
            ) : (
              p.title
            )
          }
          save={save}
        />
      </UnsavedChangesContext.Provider>
    </Page>
  );
}
