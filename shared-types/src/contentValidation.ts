// The one check of page content and site settings: the API refuses what fails it (400), and the
// editor can run it before saving. Hand-written rather than a JSON-schema library because this
// package has no runtime dependency, and because each refusal must be a sentence an office worker
// reads beside the field ("Block 3 (paragraph), English text: …"), not "must match pattern".
import {
  BLOCK_TYPES,
  CONTENT_ASSETS,
  CONTENT_LIMITS,
  LEAF_BLOCK_TYPES,
  type Block,
  type PageContent,
  type SiteSettings,
} from './content';
import { LINK_NOT_ALLOWED, linkKind, linkRefusal, type LinkKind } from './links';

export interface ContentProblem {
  /** Where, as a dotted path ("blocks.2.text.en.0.children.1.href"): the editor puts the message beside it. */
  path: string;
  /** A sentence that names the field in words. */
  message: string;
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
interface At {
  path: string[];
  words: string[];
}

const at = (parent: At, key: string | number, words?: string): At => ({
  path: [...parent.path, String(key)],
  words: words === undefined ? parent.words : [...parent.words, words],
});

function refuse(where: At, problem: string, code?: ContentProblem['code']): never {
  const place = where.words.join(', ');
  const message = `${place ? `${place}: ` : ''}${problem}`;
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  throw new Refused({ path: where.path.join('.'), message: sentence, ...(code ? { code } : {}) });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function object(v: unknown, where: At, what: string, allowed?: readonly string[]): Record<string, unknown> {
  if (!isObject(v)) refuse(where, `${what} is missing or is not an object.`);
  // Only the fields the site knows are kept: an unknown key would be stored and published as it came.
  if (allowed) {
    const unknown = Object.keys(v).find((key) => !allowed.includes(key));
    if (unknown !== undefined)
      refuse(at(where, unknown), `"${unknown.slice(0, 40)}" is not a field of ${what}; remove it.`);
  }
  return v;
}

/**
 * The shape's bounds, checked without recursion before anything walks the value (the size count,
 * the field checks, a render): nesting deeper than CONTENT_LIMITS.depth or more values than
 * CONTENT_LIMITS.values is refused, so a hostile document costs a bounded loop, never a stack overflow.
 */
function bounded(value: unknown, where: At, what: 'the page' | 'the settings'): void {
  const plural = what === 'the settings';
  const stack: Array<[unknown, number]> = [[value, 1]];
  let seen = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    seen += 1;
    if (seen > CONTENT_LIMITS.values)
      refuse(
        where,
        `${what} ${plural ? 'hold' : 'holds'} more than ${CONTENT_LIMITS.values} values; split ${plural ? 'them' : 'it'} or shorten ${plural ? 'them' : 'it'}.`,
      );
    if (typeof v !== 'object' || v === null) continue;
    if (depth > CONTENT_LIMITS.depth)
      refuse(
        where,
        `${what} ${plural ? 'are' : 'is'} nested more than ${CONTENT_LIMITS.depth} levels deep, deeper than any content of the site.`,
      );
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
}

function list(v: unknown, where: At, what: string, { min = 0 } = {}): unknown[] {
  if (!Array.isArray(v)) refuse(where, `${what} is missing or is not a list.`);
  if (v.length < min) refuse(where, `${what} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}.`);
  if (v.length > CONTENT_LIMITS.listItems)
    refuse(where, `${what} has ${v.length} entries; at most ${CONTENT_LIMITS.listItems} are allowed.`);
  return v;
}

function text(v: unknown, where: At, what: string, { required = true } = {}): string {
  if (typeof v !== 'string') refuse(where, `${what} is missing.`);
  if (required && v.trim() === '') refuse(where, `${what} is empty; write a text.`);
  if (v.length > CONTENT_LIMITS.textChars)
    refuse(where, `${what} has ${v.length} characters; at most ${CONTENT_LIMITS.textChars} are allowed.`);
  return v;
}

function optionalText(v: unknown, where: At, what: string): void {
  if (v !== undefined) text(v, where, what, { required: false });
}

function flag(v: unknown, where: At, what: string): void {
  if (v !== undefined && typeof v !== 'boolean') refuse(where, `${what} must be true or false.`);
}

const LOCAL = ['en', 'bn'] as const;

/**
 * A text in English, Bengali or both: either language may be the only one (a notice first written in
 * Bengali is saved as it is); `required` asks for words in at least one of them.
 */
function localText(v: unknown, where: At, what: string, { required = true } = {}): void {
  const o = object(v, where, what, LOCAL);
  // `en` is always there (the type's contract; '' when the text is Bengali only).
  text(o.en, at(where, 'en', 'English'), `the English ${what}`, { required: false });
  if (o.bn !== undefined) text(o.bn, at(where, 'bn', 'Bengali'), `the Bengali ${what}`, { required: false });
  const written = (x: unknown) => typeof x === 'string' && x.trim() !== '';
  if (required && !written(o.en) && !written(o.bn))
    refuse(at(where, 'en', 'English'), `the ${what} is empty in English and in Bengali; write it in either language.`);
}

function optionalLocalText(v: unknown, where: At, what: string): void {
  if (v !== undefined) localText(v, where, what, { required: false });
}

/**
 * http(s), mailto, tel or a page of this site (links.ts: one rule everywhere); nothing that a browser
 * would run or open on another origin.
 */
export function isAllowedLink(href: string): boolean {
  return href.length <= CONTENT_LIMITS.hrefChars && linkKind(href) !== null;
}

function link(v: unknown, where: At, what: string, accept?: readonly LinkKind[]): void {
  if (typeof v !== 'string' || v.trim() === '') refuse(where, `${what} is missing.`);
  const why =
    v.length > CONTENT_LIMITS.hrefChars
      ? `at most ${CONTENT_LIMITS.hrefChars} characters are allowed.`
      : linkRefusal(v, accept);
  // The link is quoted with its invisible characters shown, so the writer sees what was refused.
  const shown = JSON.stringify(v.slice(0, 80));
  if (why) refuse(where, `${what} ${shown} is not allowed: ${why}`, LINK_NOT_ALLOWED);
}

const UPLOAD = /^\/uploads\/[a-z]+\/[A-Za-z0-9._-]+$/;

/** A stored upload or built-in artwork: pictures come through the upload pipeline, not from other sites. */
export function isAllowedImage(src: string): boolean {
  if (src.startsWith('asset:')) return (CONTENT_ASSETS as readonly string[]).includes(src.slice('asset:'.length));
  return UPLOAD.test(src);
}

function image(v: unknown, where: At, what: string, { required = true } = {}): void {
  if (!required && (v === undefined || v === '')) return;
  if (typeof v !== 'string' || v === '') refuse(where, `${what} is missing; upload a picture.`);
  if (!isAllowedImage(v)) refuse(where, `${what} must be a picture uploaded here (a path under /uploads/).`);
}

function size(v: unknown, where: At, what: string, { required = false } = {}): void {
  if (v === undefined && !required) return;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 10_000)
    refuse(where, `${what} must be a whole number of pixels between 1 and 10000.`);
}

function runs(v: unknown, where: At): void {
  for (const [i, run] of list(v, where, 'the text', { min: 1 }).entries()) {
    const here = at(where, i);
    const r = object(run, here, 'a piece of text', ['text', 'bold', 'italic', 'href']);
    text(r.text, at(here, 'text'), 'the text', { required: false });
    flag(r.bold, at(here, 'bold'), 'bold');
    flag(r.italic, at(here, 'italic'), 'italic');
    if (r.href !== undefined) link(r.href, at(here, 'href'), 'the link');
  }
}

function richNodes(v: unknown, where: At, language: string, { required = true } = {}): void {
  for (const [i, node] of list(v, where, `the ${language} text`, { min: required ? 1 : 0 }).entries()) {
    const here = at(where, i);
    const n = object(node, here, 'a paragraph or list');
    if (n.type === 'p') {
      object(n, here, 'a paragraph', ['type', 'children']);
      runs(n.children, at(here, 'children'));
    } else if (n.type === 'ul' || n.type === 'ol') {
      object(n, here, 'a list', ['type', 'items']);
      for (const [j, item] of list(n.items, at(here, 'items'), 'the list', { min: 1 }).entries())
        runs(item, at(at(here, 'items'), j, `list item ${j + 1}`));
    } else refuse(at(here, 'type'), `"${String(n.type)}" is not a kind of text; use a paragraph or a list.`);
  }
  if (required && !richHasWords(v)) refuse(where, `the ${language} text is empty; write a text.`);
}

/** Whether checked rich text has a run with words. */
function richHasWords(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  return (v as { type: string; children?: { text: string }[]; items?: { text: string }[][] }[]).some((n) =>
    (n.children ?? n.items?.flat() ?? []).some((r) => r.text.trim() !== ''),
  );
}

/** Formatted text in English, Bengali or both; it needs words in at least one of them. */
function richText(v: unknown, where: At, what: string): void {
  const o = object(v, where, what, LOCAL);
  richNodes(o.en, at(where, 'en', 'English text'), 'English', { required: false });
  if (o.bn !== undefined) richNodes(o.bn, at(where, 'bn', 'Bengali text'), 'Bengali', { required: false });
  if (!richHasWords(o.en) && !richHasWords(o.bn))
    refuse(at(where, 'en', 'English text'), `${what} is empty in English and in Bengali; write it in either language.`);
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The fields of each kind of block beside id, type and sample (content.ts). */
const BLOCK_FIELDS: Record<Block['type'], readonly string[]> = {
  heading: ['level', 'text', 'anchor'],
  paragraph: ['text'],
  image: ['src', 'alt', 'decorative', 'caption', 'width', 'height'],
  people: ['people'],
  figures: ['figures'],
  button: ['label', 'href', 'style'],
  files: ['files'],
  slides: ['slides'],
  message: ['heading', 'text', 'signature', 'photo'],
  tabs: ['label', 'tabs'],
  cards: ['min', 'titleLevel', 'cards'],
};

function block(v: unknown, where: At, allowed: readonly string[], ids: Set<string>): void {
  const b = object(v, where, 'the block');
  if (typeof b.type !== 'string' || !(BLOCK_TYPES as readonly string[]).includes(b.type))
    refuse(at(where, 'type'), `"${String(b.type)}" is not a kind of block; the kinds are ${BLOCK_TYPES.join(', ')}.`);
  const type = b.type as Block['type'];
  const named = { ...where, words: [...where.words.slice(0, -1), `${where.words.at(-1)} (${type})`] };
  if (!allowed.includes(type)) refuse(named, `a ${type} block cannot be placed here (inside a tab or a card).`);
  if (typeof b.id !== 'string' || !ID.test(b.id))
    refuse(at(named, 'id'), 'the block id must be 1 to 64 letters, digits, - or _.');
  if (ids.has(b.id)) refuse(at(named, 'id'), `the block id "${b.id}" is used twice on this page.`);
  ids.add(b.id);
  flag(b.sample, at(named, 'sample'), '"sample entry"');
  const f = (key: string, words?: string) => at(named, key, words);
  object(b, named, `a ${type} block`, ['id', 'type', 'sample', ...BLOCK_FIELDS[type]]);
  switch (type) {
    case 'heading':
      if (b.level !== 2 && b.level !== 3) refuse(f('level'), 'the heading level must be 2 or 3.');
      localText(b.text, f('text'), 'heading');
      if (b.anchor !== undefined && (typeof b.anchor !== 'string' || !ID.test(b.anchor)))
        refuse(f('anchor'), 'the anchor must be 1 to 64 letters, digits, - or _.');
      return;
    case 'paragraph':
      richText(b.text, f('text'), 'the text');
      return;
    case 'image':
      image(b.src, f('src'), 'the picture');
      flag(b.decorative, f('decorative'), '"decorative"');
      if (b.decorative !== true)
        localText(b.alt, f('alt'), 'alternative text (say what the picture shows, or mark it decorative)');
      else optionalLocalText(b.alt, f('alt'), 'alternative text');
      optionalLocalText(b.caption, f('caption'), 'caption');
      size(b.width, f('width'), 'the width');
      size(b.height, f('height'), 'the height');
      return;
    case 'people':
      for (const [i, p] of list(b.people, f('people'), 'the list of people', { min: 1 }).entries()) {
        const here = at(f('people'), i, `person ${i + 1}`);
        const o = object(p, here, 'the person', [
          'name',
          'position',
          'qualifications',
          'department',
          'registration',
          'phone',
          'email',
          'image',
          'sample',
        ]);
        localText(o.name, at(here, 'name'), 'name');
        for (const key of ['position', 'qualifications', 'department'] as const)
          optionalLocalText(o[key], at(here, key), key);
        for (const key of ['registration', 'phone', 'email'] as const) optionalText(o[key], at(here, key), key);
        image(o.image, at(here, 'image'), 'the photo', { required: false });
        flag(o.sample, at(here, 'sample'), '"sample entry"');
      }
      return;
    case 'figures':
      for (const [i, fig] of list(b.figures, f('figures'), 'the list of figures', { min: 1 }).entries()) {
        const here = at(f('figures'), i, `figure ${i + 1}`);
        const o = object(fig, here, 'the figure', ['value', 'label']);
        localText(o.value, at(here, 'value'), 'value');
        localText(o.label, at(here, 'label'), 'label');
      }
      return;
    case 'button':
      localText(b.label, f('label'), 'label');
      link(b.href, f('href'), 'the link');
      if (b.style !== undefined && b.style !== 'button' && b.style !== 'link')
        refuse(f('style'), 'the style must be "button" or "link".');
      return;
    case 'files':
      for (const [i, file] of list(b.files, f('files'), 'the list of files', { min: 1 }).entries()) {
        const here = at(f('files'), i, `file ${i + 1}`);
        const o = object(file, here, 'the file', ['title', 'href']);
        localText(o.title, at(here, 'title'), 'title');
        link(o.href, at(here, 'href'), 'the link');
      }
      return;
    case 'slides':
      for (const [i, slide] of list(b.slides, f('slides'), 'the list of slides', { min: 1 }).entries()) {
        const here = at(f('slides'), i, `slide ${i + 1}`);
        const o = object(slide, here, 'the slide', ['src', 'alt', 'caption', 'width', 'height']);
        image(o.src, at(here, 'src'), 'the picture');
        localText(o.alt, at(here, 'alt'), 'alternative text (say what the picture shows)');
        localText(o.caption, at(here, 'caption'), 'caption');
        size(o.width, at(here, 'width'), 'the width', { required: true });
        size(o.height, at(here, 'height'), 'the height', { required: true });
      }
      return;
    case 'message':
      localText(b.heading, f('heading'), 'heading');
      richText(b.text, f('text'), 'the message');
      localText(b.signature, f('signature'), 'signature');
      image(b.photo, f('photo'), 'the photo', { required: false });
      return;
    case 'tabs': {
      localText(b.label, f('label'), 'label');
      const tabIds = new Set<string>();
      for (const [i, tab] of list(b.tabs, f('tabs'), 'the list of tabs', { min: 1 }).entries()) {
        const here = at(f('tabs'), i, `tab ${i + 1}`);
        const o = object(tab, here, 'the tab', ['id', 'title', 'blocks']);
        if (typeof o.id !== 'string' || !ID.test(o.id) || tabIds.has(o.id))
          refuse(at(here, 'id'), 'the tab id must be 1 to 64 letters, digits, - or _, different for each tab.');
        tabIds.add(o.id);
        localText(o.title, at(here, 'title'), 'title');
        blocks(o.blocks, at(here, 'blocks'), LEAF_BLOCK_TYPES, ids);
      }
      return;
    }
    case 'cards':
      if (b.min !== undefined && (typeof b.min !== 'number' || b.min < 120 || b.min > 1200))
        refuse(f('min'), 'the least card width must be between 120 and 1200 pixels.');
      if (b.titleLevel !== undefined && b.titleLevel !== 2 && b.titleLevel !== 3)
        refuse(f('titleLevel'), 'the card title level must be 2 or 3.');
      for (const [i, card] of list(b.cards, f('cards'), 'the list of cards', { min: 1 }).entries()) {
        const here = at(f('cards'), i, `card ${i + 1}`);
        const o = object(card, here, 'the card', ['title', 'blocks']);
        localText(o.title, at(here, 'title'), 'title');
        blocks(o.blocks, at(here, 'blocks'), LEAF_BLOCK_TYPES, ids);
      }
      return;
  }
}

function blocks(v: unknown, where: At, allowed: readonly string[], ids: Set<string>): void {
  for (const [i, b] of list(v, where, 'the list of blocks').entries())
    block(b, at(where, i, `block ${i + 1}`), allowed, ids);
}

function countBlocks(list: Block[]): number {
  return list.reduce(
    (n, b) =>
      n +
      1 +
      (b.type === 'tabs' ? b.tabs.reduce((m, t) => m + t.blocks.length, 0) : 0) +
      (b.type === 'cards' ? b.cards.reduce((m, c) => m + c.blocks.length, 0) : 0),
    0,
  );
}

function run<T>(check: () => void, value: unknown): ContentCheck<T> {
  try {
    check();
    return { ok: true, value: value as T };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, problem: err.problem };
    throw err;
  }
}

function sizeOf(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/** Checks a page's content: block kinds, required fields, links, pictures and the size limits. */
export function checkPageContent(value: unknown): ContentCheck<PageContent> {
  const root: At = { path: [], words: [] };
  return run(() => {
    bounded(value, root, 'the page');
    const bytes = sizeOf(value);
    if (bytes > CONTENT_LIMITS.pageBytes)
      refuse(
        root,
        `the page is too large (${Math.ceil(bytes / 1024)} KB); a page may hold at most ${CONTENT_LIMITS.pageBytes / 1024} KB. Split it or shorten it.`,
      );
    const page = object(value, root, 'the page', ['title', 'headerLink', 'blocks']);
    localText(page.title, at(root, 'title', 'page title'), 'title');
    if (page.headerLink !== undefined) {
      const where = at(root, 'headerLink', 'header link');
      const o = object(page.headerLink, where, 'the header link', ['label', 'href']);
      localText(o.label, at(where, 'label'), 'label');
      link(o.href, at(where, 'href'), 'the link');
    }
    const all = list(page.blocks, at(root, 'blocks'), 'the list of blocks');
    const ids = new Set<string>();
    for (const [i, b] of all.entries()) block(b, at(at(root, 'blocks'), i, `block ${i + 1}`), BLOCK_TYPES, ids);
    const count = countBlocks(all as Block[]);
    if (count > CONTENT_LIMITS.blocks)
      refuse(at(root, 'blocks'), `the page has ${count} blocks; at most ${CONTENT_LIMITS.blocks} are allowed.`);
  }, value);
}

function contactDetail(v: unknown, where: At, what: string, kind: 'phone' | 'email'): void {
  const o = object(v, where, what, ['value', 'placeholder']);
  text(o.value, at(where, 'value'), what);
  flag(o.placeholder, at(where, 'placeholder'), '"placeholder"');
  if (o.placeholder === true) return;
  const value = String(o.value).trim();
  if (kind === 'phone' && !/^\+?[0-9][0-9\-\s().]{5,}$/.test(value))
    refuse(at(where, 'value'), `the phone number "${value}" has characters a phone cannot dial.`);
  if (kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    refuse(at(where, 'value'), `"${value}" is not an e-mail address.`);
}

/** Checks the site-wide settings. */
export function checkSiteSettings(value: unknown): ContentCheck<SiteSettings> {
  const root: At = { path: [], words: [] };
  return run(() => {
    bounded(value, root, 'the settings');
    if (sizeOf(value) > CONTENT_LIMITS.pageBytes)
      refuse(root, `the settings are too large; at most ${CONTENT_LIMITS.pageBytes / 1024} KB are allowed.`);
    const s = object(value, root, 'the settings', ['banner', 'contact', 'social', 'webmailUrl']);
    const banner = object(s.banner, at(root, 'banner', 'banner'), 'the banner', ['shown', 'title', 'text', 'more']);
    if (typeof banner.shown !== 'boolean') refuse(at(root, 'banner', 'banner'), '"shown" must be true or false.');
    localText(banner.title, at(at(root, 'banner', 'banner'), 'title'), 'lead-in', { required: false });
    localText(banner.text, at(at(root, 'banner', 'banner'), 'text'), 'text', { required: banner.shown });
    localText(banner.more, at(at(root, 'banner', 'banner'), 'more'), 'text for wide screens', { required: false });

    const cw = at(root, 'contact', 'contact details');
    const contact = object(s.contact, cw, 'the contact details', [
      'addressLines',
      'addressIsPlaceholder',
      'mapQuery',
      'officeHours',
      'offices',
    ]);
    for (const [i, line] of list(contact.addressLines, at(cw, 'addressLines'), 'the address', { min: 1 }).entries())
      localText(line, at(at(cw, 'addressLines'), i, `address line ${i + 1}`), 'line');
    flag(contact.addressIsPlaceholder, at(cw, 'addressIsPlaceholder'), '"placeholder"');
    text(contact.mapQuery, at(cw, 'mapQuery', 'map search'), 'the map search');
    localText(contact.officeHours, at(cw, 'officeHours', 'office hours'), 'office hours');
    for (const [i, office] of list(contact.offices, at(cw, 'offices'), 'the offices').entries()) {
      const here = at(at(cw, 'offices'), i, `office ${i + 1}`);
      const o = object(office, here, 'the office', ['name', 'phone', 'email']);
      localText(o.name, at(here, 'name'), 'name');
      contactDetail(o.phone, at(here, 'phone', 'phone'), 'the phone number', 'phone');
      contactDetail(o.email, at(here, 'email', 'e-mail'), 'the e-mail address', 'email');
    }
    for (const [i, social] of list(s.social, at(root, 'social', 'social links'), 'the social links').entries()) {
      const here = at(at(root, 'social', 'social links'), i, `link ${i + 1}`);
      const o = object(social, here, 'the link', ['name', 'url']);
      text(o.name, at(here, 'name'), 'the name');
      link(o.url, at(here, 'url'), 'the address', ['web']);
    }
    link(s.webmailUrl, at(root, 'webmailUrl', 'webmail'), 'the webmail address');
  }, value);
}
