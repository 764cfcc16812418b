// SPEC.md §2.9.
import styled from 'styled-components';
import {
  AsyncView,
  PageContainer,
  PageHeader,
  useDocumentTitle,
  useGetPageQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { uiMessages } from '../../ui/messages';
import { Blocks } from '../../ui/blocks/Blocks';
import { inBothLanguages, pageTitle } from '../../ui/blocks/pageTitle';
import { Text } from '../../ui/blocks/Text';
import { departmentsMessages, departmentsPageName } from './messages';
import { DepartmentDirectory } from './components/DepartmentDirectory';
import { DEPARTMENT_NAV } from './data';
import { PATHS } from '@gsvmc/shared-types';

export default function DepartmentsPage() {
  const t = useMessages(departmentsMessages);
  const ui = useMessages(uiMessages);
  const locale = useLocale();
  useDocumentTitle(t('academicDepartments'));
  // The overview is the "departments" page's content, edited in the admin portal.
  const overview = useGetPageQuery('departments');
  const own = inBothLanguages(departmentsPageName, 'academicDepartments');
  return (
    <PageContainer>
      <PageHeader
        title={<Text shown={pageTitle(overview.data?.content.title, own, locale)} />}
        crumbs={[
          { label: ui('home'), to: PATHS.home },
          { label: t('academics'), to: PATHS.academics },
          { label: t('departments') },
        ]}
      />
      <Layout>
        <DepartmentDirectory items={DEPARTMENT_NAV} />
        <AsyncView query={overview} loading={t('loadingOverview')} error={t('overviewFailed')}>
          {(page) => <Blocks blocks={page.content.blocks} />}
        </AsyncView>
      </Layout>
    </PageContainer>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
    align-items: start;
  }
`;
