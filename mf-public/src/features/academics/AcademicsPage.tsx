// SPEC.md §2.12 Academics: the quality assurance body and the Academic Council's members, as content
// edited in the admin portal.
import { useMessages } from '@gsvmc/shared-kit';
import { Blocks } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { inBothLanguages } from '../../ui/blocks/pageTitle';
import { academicsMessages } from './messages';

export default function AcademicsPage() {
  const t = useMessages(academicsMessages);
  return (
    <ContentPage
      slug="academics"
      title={inBothLanguages(academicsMessages, 'academics')}
      crumbs={[{ label: t('academics') }]}
    >
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
