// SPEC.md §2.12 Admission. The rules are content edited in the admin portal, and so is where "Apply
// Now" goes (by default the admission notices, where the college publishes its circulars).
import { PATHS } from '@gsvmc/shared-types';
import { Blocks, ButtonAnchor, ButtonLink } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { localText } from '../../ui/blocks/local';

export default function AdmissionPage() {
  return (
    <ContentPage
      slug="admission"
      title="Admission"
      crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Admission' }]}
      actions={({ headerLink }) =>
        headerLink &&
        (headerLink.href.startsWith('/') ? (
          <ButtonLink to={headerLink.href}>{localText(headerLink.label)}</ButtonLink>
        ) : (
          <ButtonAnchor href={headerLink.href}>{localText(headerLink.label)}</ButtonAnchor>
        ))
      }
    >
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
