// The check of formatted text (contentText.ts' RichText): paragraphs and lists of runs, each run's
// link by the one link rule, and words in at least one of the two languages.
import { bengaliDigits } from './digits';
import { at, flag, link, list, object, refuse, text, words, type At, type Words } from './contentChecks';

const TEXT = words('the text', 'লেখা');

function runs(v: unknown, where: At): void {
  for (const [i, run] of list(v, where, TEXT, { min: 1 }).entries()) {
    const here = at(where, i);
    const r = object(run, here, words('a piece of text', 'লেখার একটি অংশ'), ['text', 'bold', 'italic', 'href']);
    text(r.text, at(here, 'text'), TEXT, { required: false });
    flag(r.bold, at(here, 'bold'), words('bold', 'মোটা হরফ'));
    flag(r.italic, at(here, 'italic'), words('italic', 'বাঁকা হরফ'));
    if (r.href !== undefined) link(r.href, at(here, 'href'), words('the link', 'লিংক'));
  }
}

function richNodes(v: unknown, where: At, language: Words, { required = true } = {}): void {
  const whole = words(`the ${language.en} text`, `${language.bn} লেখা`);
  for (const [i, node] of list(v, where, whole, { min: required ? 1 : 0 }).entries()) {
    const here = at(where, i);
    const n = object(node, here, words('a paragraph or list', 'অনুচ্ছেদ বা তালিকা'));
    if (n.type === 'p') {
      object(n, here, words('a paragraph', 'অনুচ্ছেদ'), ['type', 'children']);
      runs(n.children, at(here, 'children'));
    } else if (n.type === 'ul' || n.type === 'ol') {
      object(n, here, words('a list', 'তালিকা'), ['type', 'items']);
      for (const [j, item] of list(n.items, at(here, 'items'), words('the list', 'তালিকা'), { min: 1 }).entries())
        runs(item, at(at(here, 'items'), j, words(`list item ${j + 1}`, `তালিকার ${bengaliDigits(j + 1)} নম্বর পদ`)));
    } else {
      const kind = String(n.type);
      refuse(
        at(here, 'type'),
        words(
          `"${kind}" is not a kind of text; use a paragraph or a list.`,
          `"${kind}" কোনো ধরনের লেখা নয়; অনুচ্ছেদ বা তালিকা ব্যবহার করুন।`,
        ),
      );
    }
  }
  if (required && !richHasWords(v))
    refuse(where, words(`the ${language.en} text is empty; write a text.`, `${language.bn} লেখা খালি; কিছু লিখুন।`));
}

/** Whether checked rich text has a run with words. */
function richHasWords(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  return (v as { type: string; children?: { text: string }[]; items?: { text: string }[][] }[]).some((n) =>
    (n.children ?? n.items?.flat() ?? []).some((r) => r.text.trim() !== ''),
  );
}

const ENGLISH = words('English', 'ইংরেজি');
const BENGALI = words('Bengali', 'বাংলা');

/** Formatted text in English, Bengali or both; it needs words in at least one of them. */
export function richText(v: unknown, where: At, what: Words): void {
  const o = object(v, where, what, ['en', 'bn']);
  const english = words('English text', 'ইংরেজি লেখা');
  richNodes(o.en, at(where, 'en', english), ENGLISH, { required: false });
  if (o.bn !== undefined)
    richNodes(o.bn, at(where, 'bn', words('Bengali text', 'বাংলা লেখা')), BENGALI, { required: false });
  if (!richHasWords(o.en) && !richHasWords(o.bn))
    refuse(
      at(where, 'en', english),
      words(
        `${what.en} is empty in English and in Bengali; write it in either language.`,
        `${what.bn} ইংরেজি ও বাংলা দুটোতেই খালি; যেকোনো একটি ভাষায় লিখুন।`,
      ),
    );
}
