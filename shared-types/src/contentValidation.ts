// The one check of page content and site settings: the API refuses what fails it (400), and the
// editor runs it before saving. Hand-written rather than a JSON-schema library because this package
// has no runtime dependency, and because each refusal must be a sentence an office worker reads beside
// the field ("Block 3 (paragraph), English text: …"), in English or Bengali, not "must match pattern".
// The checks of each block type are in blockChecks.ts, the pieces they are made of in contentChecks.ts.
import { BLOCK_TYPES, LEAF_BLOCK_TYPES, type Block, type BlockType } from './blocks';
import { BLOCK_CHECKS, ID } from './blockChecks';
import { CONTENT_LIMITS, type PageContent, type SiteSettings } from './content';
import {
  at,
  flag,
  link,
  list,
  localText,
  nth,
  object,
  refuse,
  ROOT,
  run,
  text,
  words,
  type At,
  type ContentCheck,
  type Words,
} from './contentChecks';
import { bengaliDigits } from './digits';

export { isAllowedImage, isAllowedLink, type ContentCheck, type ContentProblem } from './contentChecks';

/**
 * The shape's bounds, checked without recursion before anything walks the value (the size count,
 * the field checks, a render): nesting deeper than CONTENT_LIMITS.depth or more values than
 * CONTENT_LIMITS.values is refused, so a hostile document costs a bounded loop, never a stack overflow.
 */
function bounded(value: unknown, what: 'the page' | 'the settings'): void {
  const page = what === 'the page';
  const bn = page ? 'পাতাটিতে' : 'সেটিংসে';
  const stack: Array<[unknown, number]> = [[value, 1]];
  let seen = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    seen += 1;
    if (seen > CONTENT_LIMITS.values)
      refuse(
        ROOT,
        words(
          page
            ? `the page holds more than ${CONTENT_LIMITS.values} values; split it or shorten it.`
            : `the settings hold more than ${CONTENT_LIMITS.values} values; split them or shorten them.`,
          `${bn} ${bengaliDigits(CONTENT_LIMITS.values)}টির বেশি মান আছে; ভাগ করুন বা ছোট করুন।`,
        ),
      );
    if (typeof v !== 'object' || v === null) continue;
    if (depth > CONTENT_LIMITS.depth)
      refuse(
        ROOT,
        words(
          `${what} ${page ? 'is' : 'are'} nested more than ${CONTENT_LIMITS.depth} levels deep, deeper than any content of the site.`,
          `${bn} ${bengaliDigits(CONTENT_LIMITS.depth)} স্তরের বেশি গভীর বিন্যাস আছে, যা সাইটের কোনো বিষয়বস্তুতে থাকে না।`,
        ),
      );
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
}

const BLOCK = words('block', 'ব্লক');

function block(v: unknown, where: At, allowed: readonly BlockType[], ids: Set<string>): void {
  const b = object(v, where, words('the block', 'ব্লক'));
  if (typeof b.type !== 'string' || !(BLOCK_TYPES as readonly string[]).includes(b.type)) {
    const kind = String(b.type);
    refuse(
      at(where, 'type'),
      words(
        `"${kind}" is not a kind of block; the kinds are ${BLOCK_TYPES.join(', ')}.`,
        `"${kind}" কোনো ধরনের ব্লক নয়; ধরনগুলো হলো ${BLOCK_TYPES.join(', ')}।`,
      ),
    );
  }
  const type = b.type as BlockType;
  const { name, fields, check } = BLOCK_CHECKS[type];
  const last = where.words.at(-1)!;
  const named: At = {
    ...where,
    words: [...where.words.slice(0, -1), words(`${last.en} (${type})`, `${last.bn} (${name.bn})`)],
  };
  if (!allowed.includes(type))
    refuse(
      named,
      words(
        `a ${type} block cannot be placed here (inside a tab or a card).`,
        `${name.bn} ব্লক এখানে (ট্যাব বা কার্ডের ভেতরে) রাখা যায় না।`,
      ),
    );
  if (typeof b.id !== 'string' || !ID.test(b.id))
    refuse(
      at(named, 'id'),
      words(
        'the block id must be 1 to 64 letters, digits, - or _.',
        'ব্লকের আইডি ১ থেকে ৬৪টি ইংরেজি অক্ষর, অঙ্ক, - বা _ হতে হবে।',
      ),
    );
  if (ids.has(b.id))
    refuse(
      at(named, 'id'),
      words(`the block id "${b.id}" is used twice on this page.`, `ব্লকের আইডি "${b.id}" এই পাতায় দুবার ব্যবহার হয়েছে।`),
    );
  ids.add(b.id);
  flag(b.sample, at(named, 'sample'), words('"sample entry"', '"নমুনা"'));
  object(b, named, words(`a ${type} block`, `${name.bn} ব্লক`), ['id', 'type', 'sample', ...Object.keys(fields)]);
  check({
    b,
    f: (key, fieldName) => at(named, key, fieldName),
    nested: (value, here) => blocks(value, here, LEAF_BLOCK_TYPES, ids),
  });
}

function blocks(v: unknown, where: At, allowed: readonly BlockType[], ids: Set<string>): void {
  for (const [i, b] of list(v, where, words('the list of blocks', 'ব্লকের তালিকা')).entries())
    block(b, at(where, i, nth(BLOCK, i)), allowed, ids);
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

function sizeOf(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

const LABEL = words('label', 'লেবেল');
const LINK = words('the link', 'লিংক');

/** Checks a page's content: block kinds, required fields, links, pictures and the size limits. */
export function checkPageContent(value: unknown): ContentCheck<PageContent> {
  return run(() => {
    bounded(value, 'the page');
    const bytes = sizeOf(value);
    if (bytes > CONTENT_LIMITS.pageBytes) {
      const kb = Math.ceil(bytes / 1024);
      const most = CONTENT_LIMITS.pageBytes / 1024;
      refuse(
        ROOT,
        words(
          `the page is too large (${kb} KB); a page may hold at most ${most} KB. Split it or shorten it.`,
          `পাতাটি অনেক বড় (${bengaliDigits(kb)} KB); একটি পাতায় সর্বোচ্চ ${bengaliDigits(most)} KB রাখা যায়। ভাগ করুন বা ছোট করুন।`,
        ),
      );
    }
    const page = object(value, ROOT, words('the page', 'পাতা'), ['title', 'headerLink', 'blocks']);
    localText(page.title, at(ROOT, 'title', words('page title', 'পাতার শিরোনাম')), words('title', 'শিরোনাম'));
    if (page.headerLink !== undefined) {
      const where = at(ROOT, 'headerLink', words('header link', 'শিরোনামের পাশের বোতাম'));
      const o = object(page.headerLink, where, words('the header link', 'শিরোনামের পাশের বোতাম'), ['label', 'href']);
      localText(o.label, at(where, 'label'), LABEL);
      link(o.href, at(where, 'href'), LINK);
    }
    const all = list(page.blocks, at(ROOT, 'blocks'), words('the list of blocks', 'ব্লকের তালিকা'));
    const ids = new Set<string>();
    for (const [i, b] of all.entries()) block(b, at(at(ROOT, 'blocks'), i, nth(BLOCK, i)), BLOCK_TYPES, ids);
    const count = countBlocks(all as Block[]);
    if (count > CONTENT_LIMITS.blocks)
      refuse(
        at(ROOT, 'blocks'),
        words(
          `the page has ${count} blocks; at most ${CONTENT_LIMITS.blocks} are allowed.`,
          `পাতাটিতে ${bengaliDigits(count)}টি ব্লক আছে; সর্বোচ্চ ${bengaliDigits(CONTENT_LIMITS.blocks)}টি রাখা যায়।`,
        ),
      );
  }, value);
}

function contactDetail(v: unknown, where: At, what: Words, kind: 'phone' | 'email'): void {
  const o = object(v, where, what, ['value', 'placeholder']);
  text(o.value, at(where, 'value'), what);
  flag(o.placeholder, at(where, 'placeholder'), words('"placeholder"', '"আপাতত বসানো"'));
  if (o.placeholder === true) return;
  const value = String(o.value).trim();
  if (kind === 'phone' && !/^\+?[0-9][0-9\-\s().]{5,}$/.test(value))
    refuse(
      at(where, 'value'),
      words(
        `the phone number "${value}" has characters a phone cannot dial.`,
        `ফোন নম্বর "${value}"-এ এমন অক্ষর আছে যা ফোনে ডায়াল করা যায় না।`,
      ),
    );
  if (kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    refuse(at(where, 'value'), words(`"${value}" is not an e-mail address.`, `"${value}" কোনো ই-মেইল ঠিকানা নয়।`));
}

/** Checks the site-wide settings. */
export function checkSiteSettings(value: unknown): ContentCheck<SiteSettings> {
  return run(() => {
    bounded(value, 'the settings');
    if (sizeOf(value) > CONTENT_LIMITS.pageBytes) {
      const most = CONTENT_LIMITS.pageBytes / 1024;
      refuse(
        ROOT,
        words(
          `the settings are too large; at most ${most} KB are allowed.`,
          `সেটিংস অনেক বড়; সর্বোচ্চ ${bengaliDigits(most)} KB রাখা যায়।`,
        ),
      );
    }
    const s = object(value, ROOT, words('the settings', 'সেটিংস'), ['banner', 'contact', 'social', 'webmailUrl']);
    const bw = at(ROOT, 'banner', words('banner', 'ব্যানার'));
    const banner = object(s.banner, bw, words('the banner', 'ব্যানার'), ['shown', 'title', 'text', 'more']);
    if (typeof banner.shown !== 'boolean')
      refuse(bw, words('"shown" must be true or false.', '"দেখান" হ্যাঁ অথবা না হতে হবে।'));
    localText(banner.title, at(bw, 'title'), words('lead-in', 'সূচনা'), { required: false });
    localText(banner.text, at(bw, 'text'), words('text', 'লেখা'), { required: banner.shown });
    localText(banner.more, at(bw, 'more'), words('text for wide screens', 'বড় পর্দার লেখা'), { required: false });

    const cw = at(ROOT, 'contact', words('contact details', 'যোগাযোগের তথ্য'));
    const contact = object(s.contact, cw, words('the contact details', 'যোগাযোগের তথ্য'), [
      'addressLines',
      'addressIsPlaceholder',
      'mapQuery',
      'officeHours',
      'offices',
    ]);
    const lines = at(cw, 'addressLines');
    for (const [i, line] of list(contact.addressLines, lines, words('the address', 'ঠিকানা'), { min: 1 }).entries())
      localText(line, at(lines, i, nth(words('address line', 'ঠিকানার লাইন'), i)), words('line', 'লাইন'));
    flag(contact.addressIsPlaceholder, at(cw, 'addressIsPlaceholder'), words('"placeholder"', '"আপাতত বসানো"'));
    text(contact.mapQuery, at(cw, 'mapQuery', words('map search', 'ম্যাপে খোঁজ')), words('the map search', 'ম্যাপে খোঁজ'));
    localText(
      contact.officeHours,
      at(cw, 'officeHours', words('office hours', 'অফিস সময়')),
      words('office hours', 'অফিস সময়'),
    );
    const offices = at(cw, 'offices');
    for (const [i, office] of list(contact.offices, offices, words('the offices', 'দপ্তরগুলো')).entries()) {
      const here = at(offices, i, nth(words('office', 'দপ্তর'), i));
      const o = object(office, here, words('the office', 'দপ্তর'), ['name', 'phone', 'email']);
      localText(o.name, at(here, 'name'), words('name', 'নাম'));
      contactDetail(o.phone, at(here, 'phone', words('phone', 'ফোন')), words('the phone number', 'ফোন নম্বর'), 'phone');
      contactDetail(
        o.email,
        at(here, 'email', words('e-mail', 'ই-মেইল')),
        words('the e-mail address', 'ই-মেইল ঠিকানা'),
        'email',
      );
    }
    const sw = at(ROOT, 'social', words('social links', 'সামাজিক মাধ্যমের লিংক'));
    for (const [i, social] of list(s.social, sw, words('the social links', 'সামাজিক মাধ্যমের লিংক')).entries()) {
      const here = at(sw, i, nth(words('link', 'লিংক'), i));
      const o = object(social, here, words('the link', 'লিংক'), ['name', 'url']);
      text(o.name, at(here, 'name'), words('the name', 'নাম'));
      link(o.url, at(here, 'url'), words('the address', 'ঠিকানা'), ['web']);
    }
    link(
      s.webmailUrl,
      at(ROOT, 'webmailUrl', words('webmail', 'ওয়েবমেইল')),
      words('the webmail address', 'ওয়েবমেইলের ঠিকানা'),
    );
  }, value);
}
