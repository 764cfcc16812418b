// Display rules of the alumni directory (SPEC.md §2.8).
import type { Alumni } from '@gsvmc/shared-types';

/**
 * "Current Position": the job title, plus " at " and the company when a company exists.
 * With a company but no title, the company alone (SPEC.md would print " at Company"). `join` writes
 * the pair in the page's language (the catalog's `position`).
 */
export function positionText(
  a: Pick<Alumni, 'jobTitle' | 'currentCompany'>,
  join: (parts: { title: string; company: string }) => string = ({ title, company }) => `${title} at ${company}`,
): string {
  const title = a.jobTitle?.trim() ?? '';
  const company = a.currentCompany?.trim() ?? '';
  if (title && company) return join({ title, company });
  return title || company;
}

/** A LinkedIn value not starting with http(s):// gets https:// in front (SPEC.md §2.8). */
export function linkedInUrl(value: string | undefined): string {
  const v = value?.trim() ?? '';
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v.replace(/^\/+/, '')}`;
}

/** tel: link: digits and a leading + only, so spaces and dashes in the sheet do not break dialling. */
export function telUrl(phone: string | undefined): string {
  const p = phone?.trim() ?? '';
  if (!p) return '';
  const digits = p.replace(/(?!^\+)[^\d]/g, '');
  return digits ? `tel:${digits}` : '';
}

export function mailtoUrl(email: string | undefined): string {
  const e = email?.trim() ?? '';
  return e ? `mailto:${e}` : '';
}

export interface MajorGroup {
  major: string;
  alumni: Alumni[];
}

/** One group per major, majors alphabetical (no major last, as "Other"); newest class first, then name. */
export function groupByMajor(list: readonly Alumni[]): MajorGroup[] {
  const groups = new Map<string, Alumni[]>();
  for (const a of list) {
    const key = a.major?.trim() || 'Other';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([major, alumni]) => ({
      major,
      alumni: alumni.sort(
        (x, y) => (y.graduationYear ?? 0) - (x.graduationYear ?? 0) || x.fullName.localeCompare(y.fullName),
      ),
    }));
}

/** Every word must appear in the name, company or location. */
export function matchesAlumniSearch(a: Alumni, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${a.fullName} ${a.currentCompany ?? ''} ${a.location ?? ''}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

export function graduationYears(list: readonly Alumni[]): number[] {
  return [...new Set(list.map((a) => a.graduationYear).filter((y) => Number.isFinite(y)))].sort((a, b) => b - a);
}
