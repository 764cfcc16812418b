// Bengali (বাংলা) beside English: the languages a user can choose, the Bengali fields of notices and
// the Bengali names of the fixed lists the API indexes for search (departments, notice categories).

/** The site's languages, English first (SPEC.md's words). */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/*
 * The API always sends the fields below (null when unset). They are optional in these types only so
 * that objects written before Bengali existed (the remotes' test fixtures, cached answers) still
 * type-check: read them as `notice.titleBn ?? null`.
 */

/** A notice's optional Bengali text; null when there is none (the English text is shown instead). */
export interface NoticeBengaliFields {
  titleBn?: string | null;
  descriptionBn?: string | null;
}

/** A user's chosen language; null until they choose one. */
export interface UserLanguageField {
  language?: Language | null;
}

/** PATCH /auth/me: the signed-in user's own settings. */
export interface UpdateMeRequest {
  language: Language | null;
}

// The Bengali names of departments, their groups and notice categories are in namesBn.ts (one list for
// the pages and the search index).
