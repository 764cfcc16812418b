// SPEC.md §2.12: placeholder text only; it points to the Contact page so it is not a dead end.
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { Prose } from '../../ui/Content';
import { ADMINISTRATION_PLACEHOLDER } from './data';
import { PATHS } from '@gsvmc/shared-types';

export default function AdministrationPage() {
  useDocumentTitle('Administration');
  return (
    <PageContainer>
      <PageHeader title="Administration" crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Administration' }]} />
      <Prose>
        {ADMINISTRATION_PLACEHOLDER.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p>
          <Link to={PATHS.contact}>Contact the main office</Link>
        </p>
      </Prose>
    </PageContainer>
  );
}
