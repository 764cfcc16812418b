// Numbers, counts and dates as each language writes them. Bengali uses its own digits (০-৯) and month
// names ("২২ নভেম্বর, ২০২৬"), the same as `Intl` gives for 'bn-BD' (format.test.ts checks each month
// against it) but without `Intl`'s time-zone data, which costs a phone's main thread (formatDate.ts).
import { bengaliDigits } from '@gsvmc/shared-types';
import { formatShortDate, partsInDhaka } from '../hooks/formatDate';
import type { Locale } from './locale';

export { bengaliDigits, latinDigits } from '@gsvmc/shared-types';

/** A whole number in the language's digits, grouped as its readers group it ("১২,৩৪৫"; "12,345"). */
export function formatNumber(value: number, locale: Locale): string {
  const grouped = Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return locale === 'bn' ? bengaliDigits(grouped) : grouped;
}

export const BENGALI_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;

/**
 * A date as the page's language writes it, in Bangladesh time: English keeps SPEC.md's "2026 Nov 22",
 * Bengali reads "২২ নভেম্বর, ২০২৬". '' for a date that cannot be read.
 */
export function formatDate(iso: string, locale: Locale): string {
  if (locale === 'en') return formatShortDate(iso);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const { year, month, day } = partsInDhaka(d);
  return `${bengaliDigits(day)} ${BENGALI_MONTHS[month]}, ${bengaliDigits(year)}`;
}

/** The month of a date for the notice badges: "Nov" or "নভেম্বর". */
export function formatMonth(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const { month } = partsInDhaka(d);
  return locale === 'bn' ? BENGALI_MONTHS[month]! : formatShortDate(iso).split(' ')[1]!;
}

/** The day of the month in the language's digits: "22" or "২২". */
export function formatDay(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const { day } = partsInDhaka(d);
  return locale === 'bn' ? bengaliDigits(day) : String(day);
}

/**
 * The plural form of a count in a language, by CLDR's rules (`Intl.PluralRules`): English has 'one'
 * and 'other'; Bengali uses 'one' for 0 and 1 and 'other' beyond, though most Bengali counts read the
 * same in both ("১ জন", "১২ জন").
 */
const pluralRules = new Map<Locale, Intl.PluralRules>();
export function pluralForm(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** A count with its noun in English: plural(1, 'notice') → "1 notice", plural(3, 'notice') → "3 notices". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count, 'en')} ${pluralForm(count, 'en') === 'one' ? one : other}`;
}
