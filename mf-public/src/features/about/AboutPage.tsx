// SPEC.md §2.11: five in-page tabs, the first selected. The tab list is a sidebar on wide screens
// and a stacked list on phones: vertical in both, so aria-orientation stays "vertical". The tabs and
// their text are the "about" page's content, edited in the admin portal.
import { PATHS } from '@gsvmc/shared-types';
import { Blocks } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';

export default function AboutPage() {
  return (
    <ContentPage slug="about" title="About GSVMC" crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'About' }]}>
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
