// The college's pages as search hits: each page once, by its best section, titled by page and section
// in the visitor's language where written, with a snippet of the section's text (pages.ts reads the
// pages into sections).
import type { Language, SearchHit } from '@gsvmc/shared-types';
import type { SearchRow } from './searchRow';
import { ITEM_SEPARATOR, Matcher, snippet, type MatchTerm } from './match';

/**
 * A page hit: the page and section in the visitor's language where written, linked to the section,
 * with the words around the first match: in the text of the visitor's language, or of the other when
 * only that one holds the words (a Bengali word searched from the English page); else the section's
 * opening.
 */
export function pageHit(row: SearchRow, lang: Language, terms: MatchTerm[]): SearchHit {
  const bn = lang === 'bn';
  // In the visitor's language where written, else in the other; a section without a heading of its
  // own (a page's top) has none, and the hit is titled by its page alone.
  const inLanguage = (en: string | null, bengali: string | null): [string, Language] | undefined => {
    const written: Array<[string | undefined, Language]> = [
      [en?.trim(), 'en'],
      [bengali?.trim(), 'bn'],
    ];
    const [text, language] = (bn ? written.reverse() : written).find(([t]) => t) ?? [];
    return text && language ? [text, language] : undefined;
  };
  const [title, titleLang] = inLanguage(row.p_title, row.p_title_bn) ?? [row.title, 'en'];
  const section = inLanguage(row.p_heading, row.p_heading_bn)?.[0];
  const mine = (bn && row.p_text_bn) || row.p_text || '';
  const other = (bn ? row.p_text : row.p_text_bn) || '';
  const matcher = new Matcher(terms);
  const text = matcher.matchIndex(mine) < 0 && matcher.matchIndex(other) >= 0 ? other : mine;
  const excerpt = snippet(text, matcher);
  return {
    kind: 'page',
    id: row.ref,
    title,
    ...(section ? { section } : {}),
    ...(excerpt ? { snippet: excerpt } : {}),
    url: `${row.p_path ?? '/'}${row.p_anchor ? `#${encodeURIComponent(row.p_anchor)}` : ''}`,
    lang: titleLang,
  };
}

/**
 * The text whose sentences and list items a hit's ranking reads (Matcher.worth): a page section's
 * text as a hit shows it, with the separators between its entries (pages.ts), in both languages;
 * the index's body for the other kinds.
 */
export const leadText = (row: SearchRow): string =>
  row.kind === 'page' ? [row.p_text, row.p_text_bn].filter(Boolean).join(ITEM_SEPARATOR) : (row.body ?? '');

/**
 * Page rows as a visitor wants them: each page once, by its best section (rows come best first), and
 * no department's about page beside the department itself (both lead to the same address).
 */
export function pagesOnce(rows: SearchRow[]): SearchRow[] {
  const departments = new Set(rows.filter((r) => r.kind === 'department').map((r) => r.ref));
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (row.kind !== 'page') return true;
    const key = row.p_slug ?? row.ref;
    if (seen.has(key)) return false;
    seen.add(key);
    const department = row.p_path?.startsWith('/department-detail?')
      ? new URLSearchParams(row.p_path.split('?')[1]).get('name')
      : null;
    return !(department && departments.has(department));
  });
}
