// A static page whose words are content: its published blocks come from the API (server-rendered:
// the site's server waits for this call and hands its answer to the browser, so no extra round trip),
// inside the frame every page has. The crumbs and the tab title stay with the route.
import type { ReactNode } from 'react';
import { PATHS, type LocalText, type PageContent } from '@gsvmc/shared-types';
import {
  AsyncView,
  PageContainer,
  PageHeader,
  useDocumentTitle,
  useGetPageQuery,
  useLocale,
  useMessages,
  type Crumb,
} from '@gsvmc/shared-kit';
import { Notice } from '../Content';
import { uiMessages } from '../messages';
import { hasEnglishFallback } from './fallback';
import { shown } from './local';
import { pageTitle } from './pageTitle';
import { Text } from './Text';

export interface ContentPageProps {
  slug: string;
  /** The page's own name in both languages: the tab title, and the heading until the content has arrived. */
  title: LocalText;
  crumbs: Crumb[];
  actions?: (content: PageContent) => ReactNode;
  children: (content: PageContent) => ReactNode;
}

export function ContentPage({ slug, title, crumbs, actions, children }: ContentPageProps) {
  const locale = useLocale();
  const t = useMessages(uiMessages);
  useDocumentTitle(shown(title, locale).text);
  const query = useGetPageQuery(slug);
  const content = query.data?.content;
  return (
    <PageContainer>
      <PageHeader
        title={<Text shown={pageTitle(content?.title, title, locale)} />}
        crumbs={[{ label: t('home'), to: PATHS.home }, ...crumbs]}
        actions={content && actions?.(content)}
      />
      <AsyncView query={query} loading={t('loadingPage')} error={t('pageFailed')}>
        {(page) => (
          <>
            {locale === 'bn' && hasEnglishFallback(page.content.blocks) && (
              <Notice role="note">{t('partlyEnglish')}</Notice>
            )}
            {children(page.content)}
          </>
        )}
      </AsyncView>
    </PageContainer>
  );
}
