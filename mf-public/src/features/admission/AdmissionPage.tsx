// SPEC.md §2.12 Admission. The rules are content edited in the admin portal, and so is where "Apply
// Now" goes (by default the admission notices, where the college publishes its circulars).
import { useLocale, useMessages } from '@gsvmc/shared-kit';
import { linkKind } from '@gsvmc/shared-types';
import { Blocks, ButtonAnchor, ButtonLink } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { shown } from '../../ui/blocks/local';
import { inBothLanguages } from '../../ui/blocks/pageTitle';
import { admissionMessages } from './messages';

export default function AdmissionPage() {
  const t = useMessages(admissionMessages);
  const locale = useLocale();
  return (
    <ContentPage
      slug="admission"
      title={inBothLanguages(admissionMessages, 'admission')}
      crumbs={[{ label: t('admission') }]}
      actions={({ headerLink }) => {
        if (!headerLink) return null;
        const label = shown(headerLink.label, locale);
        const kind = linkKind(headerLink.href);
        if (!kind) return null;
        return kind === 'site' ? (
          <ButtonLink to={headerLink.href} lang={label.lang}>
            {label.text}
          </ButtonLink>
        ) : (
          <ButtonAnchor href={headerLink.href} lang={label.lang}>
            {label.text}
          </ButtonAnchor>
        );
      }}
    >
      {(content) => <Blocks blocks={content.blocks} />}
    </ContentPage>
  );
}
