// The line that says what a history row did, in the portal's language. The API's own summary is an
// English sentence naming a page by its address and version ("Saved the draft of admission (version
// 4)"); for the rows a clerk reads most (a page's or the settings' draft, publish and restore, and
// sign-ins) the portal says it itself, naming the page by its title in the reader's language. Other
// rows keep the API's sentence in the English portal (it carries details such as an import's counts);
// the Bengali portal words them as the dashboard's recent activity does (lib/activity.ts), by the
// record's own name.
import { auditRecordLabel, type AuditEntry, type Language } from '@gsvmc/shared-types';
import type { Translate } from '@gsvmc/shared-kit';
import { formatDateTime } from '../../lib/dates';
import { activityWords, type ActivityTranslate } from '../../lib/activity';
import { auditMessages } from './messages';

type T = Translate<(typeof auditMessages)['en']>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A page's title in `language` from a row's record: the content itself, or a revision around it. */
function pageTitle(record: unknown, language: Language): string | undefined {
  if (!isObject(record)) return undefined;
  const content = isObject(record.content) ? record.content : record;
  const title = content.title;
  if (!isObject(title)) return undefined;
  const wanted = title[language];
  if (typeof wanted === 'string' && wanted.trim()) return wanted;
  return typeof title.en === 'string' && title.en.trim() ? title.en : undefined;
}

export interface EntryTitle {
  text: string;
}

export function entryTitle(entry: AuditEntry, t: T, ta: ActivityTranslate, language: Language): EntryTitle {
  const own = (text: string): EntryTitle => ({ text });
  if (entry.entity === 'page' || entry.entity === 'settings') {
    const name =
      entry.entity === 'settings'
        ? t('theSettings')
        : (pageTitle(entry.after, language) ?? pageTitle(entry.before, language) ?? entry.entityId ?? '');
    if (entry.action === 'save-draft') return own(t('savedDraft', { name }));
    if (entry.action === 'restore') return own(t('restoredRevision', { name }));
    if (entry.action === 'publish') {
      const from = isObject(entry.after) ? entry.after.publishedAt : undefined;
      // Published for a later time: visitors see it from then.
      if (typeof from === 'string' && from > entry.at)
        return own(t('publishedFrom', { name, when: formatDateTime(from, language) }));
      return own(t('published', { name }));
    }
  }
  if (entry.entity === 'session') {
    const email = isObject(entry.after) && typeof entry.after.email === 'string' ? entry.after.email : '';
    if (entry.action === 'login') return own(t('signedIn'));
    if (entry.action === 'logout') return own(t('signedOut'));
    if (entry.action === 'login-failed') return own(t('signInRefused', { email }));
    if (entry.action === 'login-throttled') return own(t('signInThrottled', { email }));
  }
  if (language === 'en' && entry.summary) return own(entry.summary);
  const label = auditRecordLabel(entry.before, entry.after, language);
  return own(ta('row', activityWords(ta, { action: entry.action, entity: entry.entity, label })));
}
