// SPEC.md §2.12: the Administration page; its text is content, edited in the admin portal.
import { useMessages } from '@gsvmc/shared-kit';
import { Blocks } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { inBothLanguages } from '../../ui/blocks/pageTitle';
import { administrationMessages } from './messages';

export default function AdministrationPage() {
  const t = useMessages(administrationMessages);
  return (
    <ContentPage
      slug="administration"
      title={inBothLanguages(administrationMessages, 'administration')}
      crumbs={[{ label: t('administration') }]}
    >
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
