// /admin/pages/:slug: one page's blocks in the editor (title, header link, blocks). The heading names
// the page by its title in the portal's language ("Edit: Admission"), as the clerk knows it.
import { Link, useParams } from 'react-router-dom';
import { pagePath, PATHS, toPath, type PageContent } from '@gsvmc/shared-types';
import { PageHeader, pathInLocale, useDocumentTitle, useLocale, useMessages } from '@gsvmc/shared-kit';
import { pagesMessages } from './messages';
import { editorFlowMessages } from './editorFlow.messages';
import { useGetDraftQuery } from './pagesAdminApi';
import { BlockListEditor } from './components/BlockListEditor';
import { DocumentEditor } from './components/DocumentEditor';
import { FieldEditor } from './components/FieldEditor';
import type { FieldSpec } from './fieldSpecs';

const TITLE: FieldSpec = { key: 'title', label: 'pageTitle', kind: 'local' };
const HEADER_LINK: FieldSpec[] = [
  { key: 'headerLink.label', label: 'headerLinkLabel', kind: 'local', optional: true },
  { key: 'headerLink.href', label: 'headerLinkHref', kind: 'text', optional: true },
];

export default function PageEditorPage() {
  const { slug = '' } = useParams();
  const path = pagePath(slug);
  const t = useMessages(pagesMessages);
  const tf = useMessages(editorFlowMessages);
  const locale = useLocale();
  // The same request DocumentEditor makes (one cached query); the saved title, not the one being typed.
  const draft = useGetDraftQuery(`pages/${slug}`, { skip: !path });
  const saved = (draft.data?.content as PageContent | undefined)?.title;
  const name = saved ? (locale === 'bn' && saved.bn?.trim()) || saved.en : null;
  const heading = name ? tf('editOf', { title: name }) : t('editPage');
  useDocumentTitle(heading);
  if (!path)
    return (
      <p role="alert">
        {t('noSuchPage', { slug })} <Link to={PATHS.adminPages}>{t('backToPages')}</Link>
      </p>
    );
  return (
    <>
      <PageHeader
        title={heading}
        crumbs={[{ label: t('pages'), to: PATHS.adminPages }, { label: name ?? path }]}
        actions={
          // The public page in the portal's language: /bn/… for an editor working in Bengali.
          <a href={pathInLocale(path, locale)} target="_blank" rel="noopener noreferrer">
            {t('openPublic')}
            <span className="visually-hidden">{t('opensNewTab')}</span>
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
              <h2>{t('blocks')}</h2>
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
