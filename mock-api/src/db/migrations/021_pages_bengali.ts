import type { Kysely } from 'kysely';
// Pages as the earlier migrations left them, and the same pages with the Bengali the Bengali site
// showed in English: About's Centre for Community Health and Research and Rural Health Centres tabs
// (the founder's story stays the college's to word), Administration, and Academics' quality assurance
// and council (the Departments pages had theirs in 020). A frozen copy, written from shared-types'
// contentSeed.ts.
import frozen from './021_pages_bengali.frozen.json';
import { updateSeededPage } from './seededPage';

/**
 * Gives each of those pages its Bengali where nobody has edited the page since it was seeded (a new
 * revision, and the draft when it is still the seeded one); a page the college has changed is left
 * exactly as it is. The search index reads each new revision on its next search (PageIndex.sync).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [key, page] of Object.entries(frozen.pages)) await updateSeededPage(db, key, page.before, page.after);
}
