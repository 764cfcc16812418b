// A static page whose words are content: its published blocks come from the API (server-rendered:
// the site's server waits for this call and hands its answer to the browser, so no extra round trip),
// inside the frame every page has. The crumbs and the tab title stay with the route.
import type { ReactNode } from 'react';
import type { PageContent } from '@gsvmc/shared-types';
import { AsyncView, PageContainer, PageHeader, useDocumentTitle, useGetPageQuery, type Crumb } from '@gsvmc/shared-kit';
import { localText } from './local';

export interface ContentPageProps {
  slug: string;
  /** The tab title, and the heading until the content has arrived. */
  title: string;
  crumbs: Crumb[];
  actions?: (content: PageContent) => ReactNode;
  children: (content: PageContent) => ReactNode;
}

export function ContentPage({ slug, title, crumbs, actions, children }: ContentPageProps) {
  useDocumentTitle(title);
  const query = useGetPageQuery(slug);
  const content = query.data?.content;
  return (
    <PageContainer>
      <PageHeader
        title={content ? localText(content.title) : title}
        crumbs={crumbs}
        actions={content && actions?.(content)}
      />
      <AsyncView query={query} loading="Loading the page..." error="Failed to load this page. Please try again later.">
        {(page) => children(page.content)}
      </AsyncView>
    </PageContainer>
  );
}
