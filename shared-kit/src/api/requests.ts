// The requests of the read endpoints whose answer a page needs first, as plain functions: the endpoint's
// `query` calls them, and each remote's page heads (src/pageHeads.ts) name the same request for the
// site server's preload hint, so the two cannot drift apart (a hint that differs is fetched twice).
// React-free: the build that writes a remote's page-heads.json runs this under Node.
import type { FirstCall } from '../pageHeads';

/** The landing page's latest notices (with the visitor's cookie: staff see drafts). */
export const latestNoticesRequest = (): FirstCall & { credentials: 'include' } => ({
  url: 'notices',
  credentials: 'include',
});

export const photosUrl = (): string => 'photo';

export const facultyListUrl = (): string => 'faculty';

export const facultyMemberUrl = (id: string): string => `faculty/${encodeURIComponent(id)}`;

export interface JournalPublicationsArg {
  limit: number;
  offset: number;
  category?: string;
}

/** Spelt by hand (not URLSearchParams): the addresses the site has always asked for. */
export const journalPublicationsUrl = ({ limit, offset, category }: JournalPublicationsArg): string =>
  `publications?limit=${limit}&offset=${offset}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
