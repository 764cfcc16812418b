// SPEC.md §2.12: the Administration page; its text is content, edited in the admin portal.
import { PATHS } from '@gsvmc/shared-types';
import { Blocks } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';

export default function AdministrationPage() {
  return (
    <ContentPage
      slug="administration"
      title="Administration"
      crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Administration' }]}
    >
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
