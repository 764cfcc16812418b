// The API's answers for the published pages and site settings, from the content a new site starts
// with (shared-types seedPages/seedSettings), for mockFetch in component tests.
import { screen, waitFor } from '@testing-library/react';
import { seedPages, seedSettings, type PageContent, type SiteSettings } from '@gsvmc/shared-types';
import { apiError, json, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';

export function contentRoutes(
  overrides: { pages?: Record<string, PageContent>; settings?: SiteSettings } = {},
): Record<string, MockHandler> {
  const pages = { ...seedPages(), ...overrides.pages };
  const settings = overrides.settings ?? seedSettings();
  return {
    'GET /pages/:slug': ({ path }) => {
      const slug = decodeURIComponent(path.split('/')[2] ?? '');
      const content = pages[slug];
      if (!content) return apiError(404, `There is no page "${slug}"`, 'NOT_FOUND');
      return json({ slug, path: '/', content, revision: 1, publishedAt: '2026-11-01T00:00:00.000Z' });
    },
    'GET /site': () => json({ content: settings, revision: 1, publishedAt: '2026-11-01T00:00:00.000Z' }),
  };
}

/** Waits until no page content is loading (the content ladder's spinners say "Loading the ..."). */
export async function untilContentLoaded(): Promise<void> {
  await waitFor(() => expect(screen.queryByText(/^Loading (the|contact)/)).not.toBeInTheDocument());
}
