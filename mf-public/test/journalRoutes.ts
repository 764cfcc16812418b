// The API's answer for GET /publications in component tests: `count` publications, newest first,
// paged and filtered by category as the API does.
import type { JournalPublication } from '@gsvmc/shared-types';
import { json, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';

const CATEGORIES = ['Community Medicine', 'Dentistry', 'Medical Education'];

export function makePublications(count: number): JournalPublication[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `p${i + 1}`,
    title: `Article ${i + 1}`,
    authors: ['Rahman, A.', 'Khatun, S.'],
    // Newest first: article 1 is the latest.
    date: new Date(Date.UTC(2025, 11, 28) - i * 86_400_000 * 7).toISOString().slice(0, 10),
    category: CATEGORIES[i % CATEGORIES.length]!,
    tags: i === 0 ? ['maternal health'] : [],
    ...(i === 0 ? { link: 'https://example.org/article-1' } : {}),
    ...(i === 1 ? { pdfUrl: '/uploads/journal/00000000-0000-4000-8000-000000000001.pdf' } : {}),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
}

export function journalRoutes(all: JournalPublication[]): Record<string, MockHandler> {
  return {
    'GET /publications': ({ search }) => {
      const category = search.get('category') ?? undefined;
      const limit = Number(search.get('limit') ?? '10');
      const offset = Number(search.get('offset') ?? '0');
      const matching = category ? all.filter((p) => p.category === category) : all;
      return json({
        data: matching.slice(offset, offset + limit),
        total: matching.length,
        offset,
        limit,
        categories: [...new Set(all.map((p) => p.category))].sort(),
      });
    },
  };
}
