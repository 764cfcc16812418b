// The preview an editor opens from the admin portal (/preview/page/<slug>, /preview/site): the saved
// draft put where the published content would be in this tab's API cache, then drawn by the public
// pages' own components, in the site's frame. Behind the admin guard; the draft comes from the admin
// API, so nobody else can see it.
import { useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PageContent, PageDraft, SettingsDraft } from '@gsvmc/shared-types';
import {
  AsyncView,
  baseApi,
  PageContainer,
  PageHeader,
  pagesApi,
  useAppDispatch,
  useLocale,
  useMessages,
  type AppDispatch,
} from '@gsvmc/shared-kit';
import { departmentName } from '@gsvmc/shared-types';
import AboutPage from '../features/about/AboutPage';
import AcademicsPage from '../features/academics/AcademicsPage';
import AdministrationPage from '../features/administration/AdministrationPage';
import AdmissionPage from '../features/admission/AdmissionPage';
import ContactPage from '../features/contact/ContactPage';
import DentalPage from '../features/dental/DentalPage';
import DepartmentsPage from '../features/departments/DepartmentsPage';
import FacilitiesPage from '../features/facilities/FacilitiesPage';
import JournalPage from '../features/journal/JournalPage';
import LandingPage from '../features/landing/LandingPage';
import { Blocks } from '../ui/blocks/Blocks';
import { Section } from '../ui/Content';
import { shown } from '../ui/blocks/local';
import { previewMessages } from './messages';

const draftApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPreviewDraft: build.query<PageDraft | SettingsDraft, string>({
      query: (doc) => ({ url: `${doc}/draft`, cache: 'no-store' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

const PAGES: Record<string, ComponentType> = {
  home: LandingPage,
  about: AboutPage,
  administration: AdministrationPage,
  academics: AcademicsPage,
  admission: AdmissionPage,
  dental: DentalPage,
  facilities: FacilitiesPage,
  contact: ContactPage,
  journal: JournalPage,
  departments: DepartmentsPage,
};

/** A department's about text, as its page draws it. */
function DepartmentPreview({ content }: { content: PageContent }) {
  const t = useMessages(previewMessages);
  const locale = useLocale();
  // A department page's title is the department's English name: the fixed list gives its Bengali.
  const title = shown(content.title, locale);
  const name = title.lang ? departmentName(title.text, locale) : title.text;
  return (
    <PageContainer>
      <PageHeader title={name} />
      <Section title={t('aboutDepartment', { name })} id="department-about">
        <Blocks blocks={content.blocks} />
      </Section>
    </PageContainer>
  );
}

function place(dispatch: AppDispatch, slug: string | undefined, draft: PageDraft | SettingsDraft) {
  const published = { revision: draft.version, publishedAt: draft.updatedAt };
  if (slug === undefined) {
    dispatch(
      pagesApi.util.upsertQueryData('getSiteSettings', undefined, {
        ...published,
        content: draft.content as SettingsDraft['content'],
      }),
    );
  } else {
    const page = draft as PageDraft;
    dispatch(
      pagesApi.util.upsertQueryData('getPage', slug, { ...published, slug, path: page.path, content: page.content }),
    );
  }
}

export default function PagePreviewPage() {
  const { slug } = useParams();
  const t = useMessages(previewMessages);
  const dispatch = useAppDispatch();
  const draft = draftApi.useGetPreviewDraftQuery(slug === undefined ? 'site' : `pages/${slug}`);
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    if (!draft.data) return;
    place(dispatch, slug, draft.data);
    setPlaced(true);
  }, [dispatch, slug, draft.data]);

  const Page = PAGES[slug ?? 'contact'];
  return (
    <>
      <Note role="note">{t('note')}</Note>
      <AsyncView query={draft} loading={t('loadingDraft')} error={t('draftFailed')}>
        {(data) => placed && (Page ? <Page /> : <DepartmentPreview content={(data as PageDraft).content} />)}
      </AsyncView>
    </>
  );
}

const Note = styled.p`
  margin: 0;
  padding: 8px 16px;
  text-align: center;
  font-weight: 600;
  background: ${({ theme }) => theme.color.primaryLight};
  color: ${({ theme }) => theme.color.primaryDark};
`;
