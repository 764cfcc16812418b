import type { Kysely } from 'kysely';
// The Facilities page as migration 007 wrote it, and the same page with the Bengali of its four cards
// (library, hostel, scholarship, extracurricular), which the Bengali site lacked: a frozen copy.
import page from './017_facilities_bengali.frozen.json';
import { updateSeededPage } from './seededPage';

/**
 * Gives the Facilities page its Bengali card texts, where nobody has edited the page since it was
 * seeded: a new revision is published (the history shows it), and the draft follows when it is still
 * the seeded one. A page the college has changed is left exactly as it is; its editors add the Bengali.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await updateSeededPage(db, 'facilities', page.before, page.after);
}
