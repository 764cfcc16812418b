import type { Kysely } from 'kysely';
// The Departments page and each department's page as the earlier migrations left them, and the same
// pages with their Bengali (the overview's four cards, each department's about text), which the
// Bengali site showed in English; the dental unit's departments teach BDS students, not MBBS: a frozen
// copy, written from shared-types' contentSeed.ts.
import frozen from './020_departments_bengali.frozen.json';
import { updateSeededPage } from './seededPage';

/**
 * Gives the Departments page and each department's page their Bengali, where nobody has edited the
 * page since it was seeded (a new revision, and the draft when it is still the seeded one); a page the
 * college has changed is left exactly as it is. The search index reads each new revision on its next
 * search (PageIndex.sync).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [key, page] of Object.entries(frozen.pages)) await updateSeededPage(db, key, page.before, page.after);
}
