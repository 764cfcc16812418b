// Small builders that keep the seeded pages readable: the content is data, these only spell it.
import type { HeadingBlock, LocalText, ParagraphBlock, RichNode, TextRun } from './content';
import { bengaliDigits } from './digits';

/** A text, in English and, where given, in Bengali. */
export const t = (en: string, bn?: string): LocalText => (bn === undefined ? { en } : { en, bn });

/** A number in Bengali digits: 17 → "১৭". */
export const bnDigits = bengaliDigits;

const BENGALI_WORDS = ['শূন্য', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট', 'নয়', 'দশ'];
/** Small numbers in Bengali words, as prose reads them; digits above ten. */
export const bnWords = (n: number): string => BENGALI_WORDS[n] ?? bnDigits(n);

/** A run: a string, or { text, bold, href }. */
type Run = string | TextRun;
const run = (r: Run): TextRun => (typeof r === 'string' ? { text: r } : r);

export const p = (...runs: Run[]): RichNode => ({ type: 'p', children: runs.map(run) });
const listOf = (type: 'ul' | 'ol', items: (Run | Run[])[]): RichNode => ({
  type,
  items: items.map((item) => (Array.isArray(item) ? item.map(run) : [run(item)])),
});
export const ul = (...items: (Run | Run[])[]): RichNode => listOf('ul', items);
export const ol = (...items: (Run | Run[])[]): RichNode => listOf('ol', items);
export const bold = (text: string): TextRun => ({ text, bold: true });
export const a = (text: string, href: string): TextRun => ({ text, href });

export const paragraph = (id: string, ...nodes: RichNode[]): ParagraphBlock => ({
  id,
  type: 'paragraph',
  text: { en: nodes },
});

export const heading = (
  id: string,
  level: 2 | 3,
  text: string,
  { bn, ...extra }: Partial<Pick<HeadingBlock, 'anchor' | 'sample'>> & { bn?: string } = {},
): HeadingBlock => ({ id, type: 'heading', level, text: t(text, bn), ...extra });

/** A paragraph block with its Bengali text added. */
export const withBengali = (block: ParagraphBlock, ...bn: RichNode[]): ParagraphBlock => ({
  ...block,
  text: { ...block.text, bn },
});

/** One paragraph block per string, ids `${prefix}-1`, `${prefix}-2`, … */
export const paragraphs = (prefix: string, texts: string[], bn?: string[]): ParagraphBlock[] =>
  texts.map((text, i) => {
    const block = paragraph(`${prefix}-${i + 1}`, p(text));
    return bn?.[i] ? withBengali(block, p(bn[i])) : block;
  });

/**
 * Titled cards of one paragraph each, in both languages: rows of [title, text, Bengali title, Bengali
 * text], the paragraphs' ids `${prefix}-1`, `${prefix}-2`, …
 */
export const cardsInBoth = (prefix: string, rows: [string, string, string, string][]) =>
  rows.map(([title, text, titleBn, textBn], i) => ({
    title: t(title, titleBn),
    blocks: [withBengali(paragraph(`${prefix}-${i + 1}`, p(text)), p(textBn))],
  }));

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Small numbers in English words, as prose reads them ("five rural health centres"); digits above ten. */
export const inWords = (n: number): string => WORDS[n] ?? String(n);
