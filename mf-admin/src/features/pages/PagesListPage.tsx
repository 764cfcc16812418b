// /admin/pages: every page of the site by its title and public path, with what state it is in. The
// Bengali portal names each page by its Bengali title, and by its English one where it has none.
import { Link } from 'react-router-dom';
import { PATHS, toPath, type PageSummary } from '@gsvmc/shared-types';
import styled from 'styled-components';
import {
  AsyncView,
  bengaliDigits,
  formatDate,
  PageHeader,
  phoneTapTarget,
  useDocumentTitle,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { contentToolsMessages } from './contentTools.messages';
import { pagesMessages } from './messages';
import { useGetPageListQuery } from './pagesAdminApi';

export default function PagesListPage() {
  const t = useMessages(pagesMessages);
  const tc = useMessages(contentToolsMessages);
  const locale = useLocale();
  useDocumentTitle(t('pages'));
  const pages = useGetPageListQuery();
  const now = new Date().toISOString();
  return (
    <>
      <PageHeader title={t('pages')} crumbs={[{ label: t('dashboard'), to: PATHS.admin }, { label: t('pages') }]} />
      <p>
        {t('pagesIntroBefore')} <Link to={PATHS.adminSite}>{t('siteSettings')}</Link>.
      </p>
      <AsyncView query={pages} loading={t('loadingPages')} error={t('pagesFailed')} empty={t('noPages')}>
        {(list) => (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('page')}</th>
                <th scope="col">{t('address')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{tc('translation')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.slug}>
                  <td>
                    <PageLink page={p} bengali={locale === 'bn'} />
                  </td>
                  <td>{p.path}</td>
                  <td>
                    {p.publishAt && p.publishAt > now
                      ? t('scheduledFor', {
                          when:
                            locale === 'bn'
                              ? `${formatDate(p.publishAt, 'bn')}, ${bengaliDigits(new Date(p.publishAt).toLocaleTimeString())}`
                              : new Date(p.publishAt).toLocaleString(),
                        })
                      : p.unpublished
                        ? t('changesNotPublished')
                        : t('published')}
                  </td>
                  <td>
                    <TranslationCell counts={p.translation} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </AsyncView>
    </>
  );
}

/** The page's title in the portal's language, linking to its editor. */
function PageLink({ page, bengali }: { page: PageSummary; bengali: boolean }) {
  const to = toPath('adminPageEditor', { slug: page.slug });
  const titleBn = page.titleBn?.trim();
  if (bengali && titleBn) return <Link to={to}>{titleBn}</Link>;
  // The English title in the Bengali portal is marked as English, so it is read aloud as English.
  return (
    <Link to={to} lang={bengali ? 'en' : undefined}>
      {page.title}
    </Link>
  );
}

/** What a page's texts need in translation, each kind on its own line; "Both languages" when nothing. */
function TranslationCell({ counts }: { counts: PageSummary['translation'] }) {
  const tc = useMessages(contentToolsMessages);
  const lines = [
    counts.bnMissing > 0 && tc('pageBnMissing', { n: counts.bnMissing }),
    counts.bnOlder > 0 && tc('pageBnOlder', { n: counts.bnOlder }),
    counts.enMissing > 0 && tc('pageEnMissing', { n: counts.enMissing }),
    counts.enOlder > 0 && tc('pageEnOlder', { n: counts.enOlder }),
  ].filter((line): line is string => !!line);
  if (lines.length === 0) return <InStep>{tc('translationInStep')}</InStep>;
  return (
    <Needs>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Needs>
  );
}

const InStep = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Needs = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.warning};
  font-weight: 600;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: break-word;
  }
  /* An address (/department-detail?name=…) may break anywhere, so it does not set its column's least
     width: it held the table 430 px past a tablet's screen. Words elsewhere stay whole. */
  td:nth-child(2) {
    overflow-wrap: anywhere;
  }
  /* On a phone four columns broke words letter by letter: the address (the page's link says it) goes. */
  @media (max-width: 599px) {
    th:nth-child(2),
    td:nth-child(2) {
      display: none;
    }
    th,
    td {
      padding: 8px 6px;
    }
  }
  td a {
    display: inline-block;
    min-height: 32px;
    padding-top: 4px;
    /* The page's name opens its editor: a thumb's target on a phone or a touch screen. */
    ${phoneTapTarget}
  }
`;
