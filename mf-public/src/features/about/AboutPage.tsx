// SPEC.md §2.11: five in-page tabs, the first selected. The tab list is a sidebar on wide screens
// and a stacked list on phones: vertical in both, so aria-orientation stays "vertical". The tabs and
// their text are the "about" page's content, edited in the admin portal.
import { useMessages } from '@gsvmc/shared-kit';
import { Blocks } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { inBothLanguages } from '../../ui/blocks/pageTitle';
import { aboutMessages } from './messages';

export default function AboutPage() {
  const t = useMessages(aboutMessages);
  return (
    <ContentPage slug="about" title={inBothLanguages(aboutMessages, 'title')} crumbs={[{ label: t('about') }]}>
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
