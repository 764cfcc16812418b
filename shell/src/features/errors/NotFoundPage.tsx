// Any unknown path, inside the frame (issue 3).
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, PageContainer, PageHeader, useDocumentTitle, useMessages } from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';
import { errorMessages } from './messages';
import { richMessage } from '../../app/richMessage';

export function NotFoundPage() {
  const t = useMessages(errorMessages);
  useDocumentTitle(t('notFoundTitle'));
  const { pathname } = useLocation();
  return (
    <PageContainer>
      <PageHeader title={t('notFoundTitle')} />
      <EmptyState>
        {richMessage(t('notFoundText'), {
          path: <code>{pathname}</code>,
          home: <Link to={PATHS.home}>{t('homePage')}</Link>,
        })}
      </EmptyState>
    </PageContainer>
  );
}
