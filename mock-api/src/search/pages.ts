// The college's pages in the site search: each published page read into sections (the page's top,
// then what stands under each heading, card title, tab or signed message), written to
// `page_sections` (migration 011), whose triggers put them into the same index as notices, faculty,
// departments and alumni.
import {
  cardAnchor,
  forBlock,
  headingAnchor,
  latinDigits,
  pagePath,
  tabAnchor,
  type Block,
  type BlockFunctions,
  type LocalText,
  type PageContent,
  type RichNode,
} from '@gsvmc/shared-types';
import type { Insertable, Kysely } from 'kysely';
import { lockInTransaction } from '../db/dialect';
import { SETTINGS_KEY } from '../repositories/content';
import type { DB, PageSectionsTable } from '../db/schema';
import { ITEM_SEPARATOR } from './match';
import { bengaliKeys } from './phonetic';

/** One section of a page: its heading (none at the page's top), where it is, and its words. */
export interface PageSection {
  heading: LocalText | null;
  /** The element id the site gives the section's heading; null links to the page itself. */
  anchor: string | null;
  en: string[];
  bn: string[];
}

const joined = (parts: Array<string | undefined | null>) => parts.filter(Boolean).join(' ');

/** A text field's words, both languages (a missing Bengali adds nothing: the English is shown). */
function addText(section: PageSection, text: LocalText | undefined): void {
  if (!text) return;
  if (text.en.trim()) section.en.push(text.en.trim());
  if (text.bn?.trim()) section.bn.push(text.bn.trim());
}

/** A rich text's paragraphs and list items, each one entry (joinItems keeps them apart). */
function richText(nodes: RichNode[] | undefined): string[] {
  if (!nodes) return [];
  const runs = (items: Array<{ text: string }>) =>
    items
      .map((run) => run.text)
      .join('')
      .trim();
  return nodes.flatMap((node) => (node.type === 'p' ? [runs(node.children)] : node.items.map(runs))).filter(Boolean);
}

function addRich(section: PageSection, text: { en: RichNode[]; bn?: RichNode[] }): void {
  section.en.push(...richText(text.en));
  section.bn.push(...richText(text.bn));
}

/** Ends a sentence: the next entry then follows after a space, as in the text itself. */
const SENTENCE_END = /[.!?\u0964\u0965]$/u;

/**
 * A section's entries (paragraphs, list items, captions, names) as one text: a sentence is followed
 * by a space, anything else (a list item, a caption, a name) by ITEM_SEPARATOR, so that neither a
 * snippet nor the ranking (match.ts, leadingWords) reads two entries as one run of words.
 */
export function joinItems(entries: string[]): string {
  return entries.reduce(
    (text, entry) => (text ? `${text}${SENTENCE_END.test(text) ? ' ' : ITEM_SEPARATOR}${entry}` : entry),
    '',
  );
}

/** Where a block's words go while a page is read: the open section, and how to open another. */
interface Reader {
  /** The section a block's words join. */
  current: PageSection;
  /** Opens a section under a heading (a card's, a tab's, a message's) and makes it current. */
  open: (heading: LocalText | null, anchor: string | null) => void;
  /** Reads the blocks inside a card or a tab. */
  walk: (blocks: Block[]) => void;
  /** After a card or tab list: what follows belongs to the section open before it, again. */
  reopenOuter: () => void;
}

/**
 * The words each block type adds to the search, one entry per type (a new type does not compile until
 * it says what of it can be found): headings, messages, cards and tabs open sections, the others add
 * the words a visitor reads.
 */
const BLOCK_WORDS: BlockFunctions<[Reader], void> = {
  heading: (block, r) => r.open(block.text, headingAnchor(block)),
  paragraph: (block, r) => addRich(r.current, block.text),
  image: (block, r) => {
    addText(r.current, block.decorative ? undefined : block.alt);
    addText(r.current, block.caption);
  },
  people: (block, r) => {
    for (const person of block.people)
      for (const field of [person.name, person.position, person.qualifications, person.department])
        addText(r.current, field);
  },
  figures: (block, r) => {
    // A figure's value and label are one entry ("50 MBBS students admitted each year"), as shown.
    for (const { value, label } of block.figures)
      addText(r.current, {
        en: joined([value.en, label.en]),
        ...(value.bn || label.bn ? { bn: joined([value.bn || value.en, label.bn || label.en]) } : {}),
      });
  },
  button: (block, r) => addText(r.current, block.label),
  files: (block, r) => {
    for (const file of block.files) addText(r.current, file.title);
  },
  slides: (block, r) => {
    for (const slide of block.slides) addText(r.current, slide.caption);
  },
  message: (block, r) => {
    r.open(block.heading, block.id);
    addRich(r.current, block.text);
    addText(r.current, block.signature);
  },
  cards: (block, r) => {
    block.cards.forEach((card, i) => {
      r.open(card.title, cardAnchor(block.id, card, i));
      r.walk(card.blocks);
    });
    r.reopenOuter();
  },
  tabs: (block, r) => {
    for (const tab of block.tabs) {
      // The tab's panel: its address opens the tab (a heading inside it, when it has one, is nearer).
      r.open(tab.title, tabAnchor(block.id, tab.id));
      r.walk(tab.blocks);
    }
    r.reopenOuter();
  },
};

const isEmpty = (section: PageSection) => section.en.length === 0 && section.bn.length === 0;

const sameText = (a: LocalText | null, b: LocalText | null) =>
  Boolean(a && b && a.en.trim() === b.en.trim() && (a.bn ?? '').trim() === (b.bn ?? '').trim());

/** Block types that open a section of their own at the page's level: what follows a container returns to it. */
const OPENS_SECTION = new Set<Block['type']>(['heading', 'message']);

/**
 * A page's sections in reading order. The first is always the page's top (its title and what comes
 * before the first heading), so a page with no text at all can still be found by its title.
 */
export function pageSections(content: PageContent): PageSection[] {
  const sections: PageSection[] = [{ heading: null, anchor: null, en: [], bn: [] }];
  // What a block after a container belongs to: the section its heading opened before the container.
  let outer = sections[0]!;
  const reader: Reader = {
    current: outer,
    open: (heading, anchor) => {
      // A tab or card whose first block is its own title as a heading is one section, at the
      // heading's anchor: two would be one without words, found by its title with nothing to show.
      const last = reader.current;
      if (last !== sections[0] && isEmpty(last) && sameText(last.heading, heading)) {
        last.anchor = anchor ?? last.anchor;
        return;
      }
      reader.current = { heading, anchor, en: [], bn: [] };
      sections.push(reader.current);
    },
    walk: (blocks) => {
      for (const block of blocks) forBlock(BLOCK_WORDS, block, reader);
    },
    reopenOuter: () => reader.open(outer.heading, outer.anchor),
  };
  for (const block of content.blocks) {
    forBlock(BLOCK_WORDS, block, reader);
    if (OPENS_SECTION.has(block.type)) outer = reader.current;
  }
  return sections.filter((s, i) => i === 0 || s.heading || s.en.length > 0 || s.bn.length > 0);
}

/**
 * The home page as the site's menu names it (shell/src/features/frame/messages.ts: Home, প্রথম
 * পাতা), whatever title the editors gave its content: a visitor knows the page as "Home".
 */
export const HOME_TITLE: LocalText = { en: 'Home', bn: 'প্রথম পাতা' };

/** The rows of one page's revision, as `page_sections` stores them. */
export function pageRows(
  slug: string,
  revision: number,
  content: PageContent,
): Array<Insertable<PageSectionsTable>> | undefined {
  const path = pagePath(slug);
  if (!path) return undefined;
  const pageTitle = slug === 'home' ? HOME_TITLE : content.title;
  return pageSections(content).map((section, position) => {
    const title = joined([pageTitle.en, pageTitle.bn, section.heading?.en, section.heading?.bn]);
    const body = joined([...section.en, ...section.bn]);
    return {
      ref: `${slug}:${position}`,
      slug,
      revision,
      position,
      path,
      anchor: section.anchor,
      // Blank is none: a heading written in one language only has '' or spaces in the other.
      page_title: pageTitle.en.trim(),
      page_title_bn: pageTitle.bn?.trim() || null,
      heading: section.heading?.en.trim() || null,
      heading_bn: section.heading?.bn?.trim() || null,
      text: joinItems(section.en),
      text_bn: section.bn.length > 0 ? joinItems(section.bn) : null,
      // What the index holds: Bengali digits as ASCII ones ("২০২৬" finds 2026), and the phonetic keys
      // of the Bengali words ("chatrabas" finds ছাত্রাবাস), as the triggers of the other kinds write them.
      title: latinDigits(title),
      body: latinDigits(body),
      ptitle: bengaliKeys(title),
      pbody: bengaliKeys(body),
    };
  });
}

/**
 * Keeps `page_sections` at each page's published revision. A search first asks which pages' live
 * revision (the newest whose time has come, as visitors see it) differs from the one indexed, and
 * reads only those again: a publish, a restore or a scheduled revision falling due is searchable on
 * the next search, on every replica, whichever way it was written.
 */
export class PageIndex {
  constructor(private readonly db: Kysely<DB>) {}

  /** Brings every page up to its live revision; answers how many pages were read again. */
  async sync(now: Date): Promise<number> {
    const nowIso = now.toISOString();
    const live = await this.db
      .selectFrom('content_revisions')
      .select(['key'])
      .select((eb) => eb.fn.max('number').as('number'))
      .where('published_at', '<=', nowIso)
      .where('key', '<>', SETTINGS_KEY)
      .groupBy('key')
      .execute();
    const indexed = await this.db
      .selectFrom('page_sections')
      .select(['slug'])
      .select((eb) => eb.fn.max('revision').as('revision'))
      .groupBy('slug')
      .execute();
    const have = new Map(indexed.map((r) => [r.slug, Number(r.revision)]));
    const wanted = new Map(live.filter((r) => pagePath(r.key)).map((r) => [r.key, Number(r.number)]));
    let read = 0;
    for (const [slug, revision] of wanted) {
      if (have.get(slug) === revision) continue;
      if (await this.reindex(slug, revision, nowIso)) read += 1;
    }
    // A page with no live revision any more shows nothing, so it finds nothing either.
    for (const slug of have.keys()) if (!wanted.has(slug)) await this.remove(slug);
    return read;
  }

  private async reindex(slug: string, revision: number, nowIso: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Replicas on PostgreSQL that notice the same change take turns; the second finds it done.
      await lockInTransaction(trx, `page-search:${slug}`);
      const current = await trx
        .selectFrom('page_sections')
        .select((eb) => eb.fn.max('revision').as('revision'))
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (current?.revision != null && Number(current.revision) === revision) return false;
      const row = await trx
        .selectFrom('content_revisions')
        .select(['content'])
        .where('key', '=', slug)
        .where('number', '=', revision)
        .where('published_at', '<=', nowIso)
        .executeTakeFirst();
      if (!row) return false;
      const rows = pageRows(slug, revision, JSON.parse(row.content) as PageContent);
      await trx.deleteFrom('page_sections').where('slug', '=', slug).execute();
      if (rows && rows.length > 0) await trx.insertInto('page_sections').values(rows).execute();
      return true;
    });
  }

  private async remove(slug: string): Promise<void> {
    await this.db.deleteFrom('page_sections').where('slug', '=', slug).execute();
  }
}
