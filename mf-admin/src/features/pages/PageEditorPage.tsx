// /admin/pages/:slug: one page's blocks in the editor (title, header link, blocks).
import { Link, useParams } from 'react-router-dom';
import { pagePath, PATHS, toPath, type PageContent } from '@gsvmc/shared-types';
import { PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { BlockListEditor } from './components/BlockListEditor';
import { DocumentEditor } from './components/DocumentEditor';
import { FieldEditor } from './components/FieldEditor';
import type { FieldSpec } from './fieldSpecs';

const TITLE: FieldSpec = { key: 'title', label: 'Page title', kind: 'local' };
const HEADER_LINK: FieldSpec[] = [
  { key: 'headerLink.label', label: 'Button beside the title: label (e.g. Apply Now)', kind: 'local', optional: true },
  { key: 'headerLink.href', label: 'Button beside the title: goes to', kind: 'text', optional: true },
];

export default function PageEditorPage() {
  const { slug = '' } = useParams();
  const path = pagePath(slug);
  useDocumentTitle('Edit page');
  if (!path)
    return (
      <p role="alert">
        There is no page "{slug}". <Link to={PATHS.adminPages}>Back to the pages</Link>
      </p>
    );
  return (
    <>
      <PageHeader
        title={`Edit page: ${path}`}
        crumbs={[{ label: 'Pages', to: PATHS.adminPages }, { label: path }]}
        actions={
          <a href={path} target="_blank" rel="noopener noreferrer">
            Open the public page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        }
      />
      <DocumentEditor doc={`pages/${slug}`} previewPath={toPath('previewPage', { slug })}>
        {(value, onChange) => {
          const content = value as PageContent;
          const set = (next: PageContent) => onChange(next);
          return (
            <>
              <FieldEditor spec={TITLE} value={content} onChange={set} path="" />
              {(content.headerLink || slug === 'admission') &&
                HEADER_LINK.map((spec) => (
                  <FieldEditor key={spec.key} spec={spec} value={content} onChange={set} path="" />
                ))}
              <h2>Blocks</h2>
              <BlockListEditor
                blocks={content.blocks}
                onChange={(blocks) => set({ ...content, blocks })}
                path="blocks"
              />
            </>
          );
        }}
      </DocumentEditor>
    </>
  );
}
