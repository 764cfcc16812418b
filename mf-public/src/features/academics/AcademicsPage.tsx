// SPEC.md §2.12 Academics: the quality assurance body and the Academic Council's members, as content
// edited in the admin portal.
import { PATHS } from '@gsvmc/shared-types';
import { Blocks } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';

export default function AcademicsPage() {
  return (
    <ContentPage
      slug="academics"
      title="Academics"
      crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Academics' }]}
    >
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
