// The pieces every check of page content and site settings is built from: where a value sits (its
// path, and its name in words), the refusal, and the checks of one value (a text, a list, a link, a
// picture). Each refusal is a sentence in English and in Bengali that names the field as an office
// worker knows it ("Block 3 (paragraph), English text: …"), because the editor shows it beside the field
// in the editor's language before anything is sent, and the API sends the English one.
import { CONTENT_ASSETS, CONTENT_LIMITS } from './content';
import { bengaliDigits } from './digits';
import { LINK_NOT_ALLOWED, linkKind, linkRefusal, type LinkKind } from './links';

/** A name or a sentence in both languages. */
export interface Words {
  en: string;
  bn: string;
}

export const words = (en: string, bn: string): Words => ({ en, bn });

/** A count in both languages' digits: `n` is "3" in English, "৩" in Bengali. */
const num = (n: number): Words => words(String(n), bengaliDigits(n));

export interface ContentProblem {
  /** Where, as a dotted path ("blocks.2.text.en.0.children.1.href"): the editor puts the message beside it. */
  path: string;
  /** A sentence that names the field in words. */
  message: string;
  /** The same sentence in Bengali, for an editor working in Bengali. */
  messageBn: string;
  /** A stable code where the refusal has its own (LINK_NOT_ALLOWED); else the API's VALIDATION_FAILED. */
  code?: typeof LINK_NOT_ALLOWED;
}

export type ContentCheck<T> = { ok: true; value: T } | { ok: false; problem: ContentProblem };

class Refused extends Error {
  constructor(readonly problem: ContentProblem) {
    super(problem.message);
  }
}

/** Where a value sits: the machine path and the words for it. */
export interface At {
  path: string[];
  words: Words[];
}

export const ROOT: At = { path: [], words: [] };

export const at = (parent: At, key: string | number, name?: Words): At => ({
  path: [...parent.path, String(key)],
  words: name === undefined ? parent.words : [...parent.words, name],
});

/** `what` and the count in both languages: "block 3" / "ব্লক ৩". */
export const nth = (what: Words, i: number): Words => words(`${what.en} ${i + 1}`, `${what.bn} ${num(i + 1).bn}`);

export function refuse(where: At, problem: Words, code?: ContentProblem['code']): never {
  const say = (lang: keyof Words) => {
    const place = where.words.map((w) => w[lang]).join(', ');
    return `${place ? `${place}: ` : ''}${problem[lang]}`;
  };
  const en = say('en');
  const message = en.charAt(0).toUpperCase() + en.slice(1);
  throw new Refused({ path: where.path.join('.'), message, messageBn: say('bn'), ...(code ? { code } : {}) });
}

/** Runs a check; the value it passed, or the first refusal. */
export function run<T>(check: () => void, value: unknown): ContentCheck<T> {
  try {
    check();
    return { ok: true, value: value as T };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, problem: err.problem };
    throw err;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function object(v: unknown, where: At, what: Words, allowed?: readonly string[]): Record<string, unknown> {
  if (!isObject(v))
    refuse(where, words(`${what.en} is missing or is not an object.`, `${what.bn} নেই বা সঠিক আকারে নেই।`));
  // Only the fields the site knows are kept: an unknown key would be stored and published as it came.
  if (allowed) {
    const unknown = Object.keys(v).find((key) => !allowed.includes(key));
    if (unknown !== undefined) {
      const name = unknown.slice(0, 40);
      refuse(
        at(where, unknown),
        words(`"${name}" is not a field of ${what.en}; remove it.`, `"${name}" ${what.bn}-এর কোনো ঘর নয়; এটি সরান।`),
      );
    }
  }
  return v;
}

export function list(v: unknown, where: At, what: Words, { min = 0 } = {}): unknown[] {
  if (!Array.isArray(v))
    refuse(where, words(`${what.en} is missing or is not a list.`, `${what.bn} নেই বা তালিকা নয়।`));
  if (v.length < min)
    refuse(
      where,
      words(
        `${what.en} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}.`,
        `${what.bn}: অন্তত ${num(min).bn}টি এন্ট্রি লাগবে।`,
      ),
    );
  if (v.length > CONTENT_LIMITS.listItems)
    refuse(
      where,
      words(
        `${what.en} has ${v.length} entries; at most ${CONTENT_LIMITS.listItems} are allowed.`,
        `${what.bn}: ${num(v.length).bn}টি এন্ট্রি আছে; সর্বোচ্চ ${num(CONTENT_LIMITS.listItems).bn}টি রাখা যায়।`,
      ),
    );
  return v;
}

export function text(v: unknown, where: At, what: Words, { required = true } = {}): string {
  if (typeof v !== 'string') refuse(where, words(`${what.en} is missing.`, `${what.bn} নেই।`));
  if (required && v.trim() === '')
    refuse(where, words(`${what.en} is empty; write a text.`, `${what.bn} খালি; কিছু লিখুন।`));
  if (v.length > CONTENT_LIMITS.textChars)
    refuse(
      where,
      words(
        `${what.en} has ${v.length} characters; at most ${CONTENT_LIMITS.textChars} are allowed.`,
        `${what.bn}: ${num(v.length).bn}টি অক্ষর আছে; সর্বোচ্চ ${num(CONTENT_LIMITS.textChars).bn}টি অক্ষর রাখা যায়।`,
      ),
    );
  return v;
}

export function optionalText(v: unknown, where: At, what: Words): void {
  if (v !== undefined) text(v, where, what, { required: false });
}

export function flag(v: unknown, where: At, what: Words): void {
  if (v !== undefined && typeof v !== 'boolean')
    refuse(where, words(`${what.en} must be true or false.`, `${what.bn} হ্যাঁ অথবা না হতে হবে।`));
}

const LOCAL = ['en', 'bn'] as const;
const ENGLISH = words('English', 'ইংরেজি');
const BENGALI = words('Bengali', 'বাংলা');

/**
 * A text in English, Bengali or both: either language may be the only one (a notice first written in
 * Bengali is saved as it is); `required` asks for words in at least one of them.
 */
export function localText(v: unknown, where: At, what: Words, { required = true } = {}): void {
  const o = object(v, where, what, LOCAL);
  // `en` is always there (the type's contract; '' when the text is Bengali only).
  text(o.en, at(where, 'en', ENGLISH), words(`the English ${what.en}`, `ইংরেজি ${what.bn}`), { required: false });
  if (o.bn !== undefined)
    text(o.bn, at(where, 'bn', BENGALI), words(`the Bengali ${what.en}`, `বাংলা ${what.bn}`), { required: false });
  const written = (x: unknown) => typeof x === 'string' && x.trim() !== '';
  if (required && !written(o.en) && !written(o.bn))
    refuse(
      at(where, 'en', ENGLISH),
      words(
        `the ${what.en} is empty in English and in Bengali; write it in either language.`,
        `${what.bn} ইংরেজি ও বাংলা দুটোতেই খালি; যেকোনো একটি ভাষায় লিখুন।`,
      ),
    );
}

export function optionalLocalText(v: unknown, where: At, what: Words): void {
  if (v !== undefined) localText(v, where, what, { required: false });
}

/**
 * http(s), mailto, tel or a page of this site (links.ts: one rule everywhere); nothing that a browser
 * would run or open on another origin.
 */
export function isAllowedLink(href: string): boolean {
  return href.length <= CONTENT_LIMITS.hrefChars && linkKind(href) !== null;
}

/** The Bengali of links.ts' reasons, for the same three cases. */
function linkRefusalBn(href: string, accept: readonly LinkKind[] = ['site', 'web', 'mail', 'phone']): string {
  if (href.length > CONTENT_LIMITS.hrefChars)
    return `একটি লিংকে সর্বোচ্চ ${num(CONTENT_LIMITS.hrefChars).bn}টি অক্ষর থাকতে পারে।`;
  if (href.startsWith('/') || href.startsWith('\\'))
    return 'এই সাইটের পাতা লিখুন একটি / দিয়ে, তারপর পাতার ঠিকানা; ফাঁকা জায়গা, ব্যাকস্ল্যাশ বা // ছাড়া।';
  const kinds = accept.map(
    (k) => ({ site: '/ (এই সাইটের পাতা)', web: 'https:// বা http://', mail: 'mailto:', phone: 'tel:' })[k],
  );
  return `লিংক শুরু হতে হবে ${kinds.join(', ')} দিয়ে, এবং এতে ফাঁকা জায়গা বা ব্যাকস্ল্যাশ থাকবে না।`;
}

export function link(v: unknown, where: At, what: Words, accept?: readonly LinkKind[]): void {
  if (typeof v !== 'string' || v.trim() === '') refuse(where, words(`${what.en} is missing.`, `${what.bn} নেই।`));
  const why =
    v.length > CONTENT_LIMITS.hrefChars
      ? `at most ${CONTENT_LIMITS.hrefChars} characters are allowed.`
      : linkRefusal(v, accept);
  // The link is quoted with its invisible characters shown, so the writer sees what was refused.
  const shown = JSON.stringify(v.slice(0, 80));
  if (why)
    refuse(
      where,
      words(
        `${what.en} ${shown} is not allowed: ${why}`,
        `${what.bn} ${shown} গ্রহণযোগ্য নয়: ${linkRefusalBn(v, accept)}`,
      ),
      LINK_NOT_ALLOWED,
    );
}

const UPLOAD = /^\/uploads\/[a-z]+\/[A-Za-z0-9._-]+$/;

/** A stored upload or built-in artwork: pictures come through the upload pipeline, not from other sites. */
export function isAllowedImage(src: string): boolean {
  if (src.startsWith('asset:')) return (CONTENT_ASSETS as readonly string[]).includes(src.slice('asset:'.length));
  return UPLOAD.test(src);
}

export function image(v: unknown, where: At, what: Words, { required = true } = {}): void {
  if (!required && (v === undefined || v === '')) return;
  if (typeof v !== 'string' || v === '')
    refuse(where, words(`${what.en} is missing; upload a picture.`, `${what.bn} নেই; একটি ছবি আপলোড করুন।`));
  if (!isAllowedImage(v))
    refuse(
      where,
      words(
        `${what.en} must be a picture uploaded here (a path under /uploads/).`,
        `${what.bn} এখানে আপলোড করা ছবি হতে হবে (/uploads/-এর ভেতরের ঠিকানা)।`,
      ),
    );
}

export function size(v: unknown, where: At, what: Words, { required = false } = {}): void {
  if (v === undefined && !required) return;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 10_000)
    refuse(
      where,
      words(
        `${what.en} must be a whole number of pixels between 1 and 10000.`,
        `${what.bn} ১ থেকে ১০০০০-এর মধ্যে পূর্ণসংখ্যা (পিক্সেল) হতে হবে।`,
      ),
    );
}
