// /admin/site: the site-wide settings in one place: the banner, the contact details the contact page
// and the footer share, the social links and the webmail address.
import { PATHS, type SiteSettings } from '@gsvmc/shared-types';
import { PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { DocumentEditor } from './components/DocumentEditor';
import { FieldEditor } from './components/FieldEditor';
import { SETTINGS_FIELDS } from './fieldSpecs';

export default function SiteSettingsPage() {
  useDocumentTitle('Site settings');
  return (
    <>
      <PageHeader
        title="Site settings"
        crumbs={[{ label: 'Dashboard', to: PATHS.admin }, { label: 'Site settings' }]}
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
