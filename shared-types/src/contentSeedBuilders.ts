// Small builders that keep the seeded pages readable: the content is data, these only spell it.
import type { HeadingBlock, LocalText, ParagraphBlock, RichNode, TextRun } from './content';

export const t = (en: string): LocalText => ({ en });

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
  extra: Partial<Pick<HeadingBlock, 'anchor' | 'sample'>> = {},
): HeadingBlock => ({ id, type: 'heading', level, text: t(text), ...extra });

/** One paragraph block per string, ids `${prefix}-1`, `${prefix}-2`, … */
export const paragraphs = (prefix: string, texts: string[]): ParagraphBlock[] =>
  texts.map((text, i) => paragraph(`${prefix}-${i + 1}`, p(text)));
