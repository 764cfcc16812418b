// The two refusals an editor meets, read into what the editor shows: content the check refuses (the
// sentence beside its field, in the editor's language) and a save over someone else's (409: who saved
// first and when).
import {
  checkPageContent,
  checkSiteSettings,
  type ApiError,
  type PageContent,
  type SiteSettings,
} from '@gsvmc/shared-types';
import { isFetchBaseQueryError, type Locale } from '@gsvmc/shared-kit';
import { wordApiError } from '@gsvmc/shared-kit/refusals';
import type { ConflictInfo } from './components/ConflictDialog';
import type { DocPath } from './pagesAdminApi';

/** A refusal shown beside its field: the field's path in the document and the sentence. */
export interface Problem {
  field: string;
  message: string;
  code?: string;
}

/** What a 409 says about the save that came first (the API's values), read defensively. */
export function conflictOf(error: unknown): ConflictInfo {
  const values = isFetchBaseQueryError(error) ? (error.data as ApiError | undefined)?.values : undefined;
  if (!values || typeof values !== 'object') return {};
  const { updatedAt, updatedBy, byYou } = values as Record<string, unknown>;
  return {
    updatedAt: typeof updatedAt === 'string' ? updatedAt : undefined,
    updatedBy: typeof updatedBy === 'string' ? updatedBy : null,
    byYou: byYou === true,
  };
}

/** The API's 400 refusal of a save, worded in the editor's language where its code allows. */
export function problemOf(error: unknown, locale: Locale): Problem | null {
  if (!isFetchBaseQueryError(error) || error.status !== 400) return null;
  const data = error.data as ApiError | undefined;
  return data?.message ? { field: data.field ?? '', message: wordApiError(data, locale), code: data.code } : null;
}

/**
 * The check the API runs on a save (shared-types' contentValidation.ts), run here first: what it
 * refuses, in the editor's language, or null when the content can be sent. Content the API would
 * refuse is never sent, so the sentence comes at once and in Bengali too.
 */
export function checkBeforeSave(doc: DocPath, content: PageContent | SiteSettings, locale: Locale): Problem | null {
  const checked = doc === 'site' ? checkSiteSettings(content) : checkPageContent(content);
  if (checked.ok) return null;
  const { path, message, messageBn, code } = checked.problem;
  return { field: path, message: locale === 'bn' ? messageBn : message, ...(code ? { code } : {}) };
}
