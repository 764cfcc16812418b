// /admin/site: the site-wide settings in one place: the banner, the contact details the contact page
// and the footer share, the social links and the webmail address.
import { PATHS, type SiteSettings } from '@gsvmc/shared-types';
import { PageHeader, useDocumentTitle, useMessages } from '@gsvmc/shared-kit';
import { pagesMessages } from './messages';
import { DocumentEditor } from './components/DocumentEditor';
import { FieldEditor } from './components/FieldEditor';
import { SETTINGS_FIELDS } from './fieldSpecs';

export default function SiteSettingsPage() {
  const t = useMessages(pagesMessages);
  useDocumentTitle(t('siteSettings'));
  return (
    <>
      <PageHeader
        title={t('siteSettings')}
        crumbs={[{ label: t('dashboard'), to: PATHS.admin }, { label: t('siteSettings') }]}
      />
      <DocumentEditor doc="site" previewPath={PATHS.previewSite}>
        {(value, onChange) =>
          SETTINGS_FIELDS.map((spec) => (
            <FieldEditor
              key={spec.key}
              spec={spec}
              value={value as SiteSettings}
              onChange={(next) => onChange(next)}
              path=""
            />
          ))
        }
      </DocumentEditor>
    </>
  );
}
