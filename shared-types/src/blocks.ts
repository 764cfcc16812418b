// The block types of the editable pages, each defined once: its shape here, its check in
// blockChecks.ts, its editor fields in mf-admin, its drawing in mf-public and its words in the API's
// search. Every one of those is a map typed `{ [K in BlockType]: … }`, so a new type in the `Block` union
// fails the type-check wherever it is not yet handled.
import type { LocalText, RichText } from './contentText';

interface BlockBase {
  /** Stable within its page: React's key and the editor's handle when blocks are moved. */
  id: string;
  /** Shows a visible "Sample entry" mark: text the college still has to replace. */
  sample?: boolean;
}

export interface HeadingBlock extends BlockBase {
  type: 'heading';
  level: 2 | 3;
  text: LocalText;
  /** The heading's element id (an in-page link target), e.g. "council-members". */
  anchor?: string;
}

export interface ParagraphBlock extends BlockBase {
  type: 'paragraph';
  text: RichText;
}

export interface ImageBlock extends BlockBase {
  type: 'image';
  /** A stored upload ("/uploads/photos/…") or a built-in artwork ("asset:slide-campus"). */
  src: string;
  /** Required unless `decorative`: what a screen reader says instead of the picture. */
  alt?: LocalText;
  decorative?: boolean;
  caption?: LocalText;
  width?: number;
  height?: number;
}

/** A person on a card: the dental faculty, the Academic Council. */
export interface PersonCard {
  name: LocalText;
  position?: LocalText;
  qualifications?: LocalText;
  department?: LocalText;
  registration?: string;
  phone?: string;
  email?: string;
  /** A stored upload; empty shows the initials. */
  image?: string;
  sample?: boolean;
}

export interface PeopleBlock extends BlockBase {
  type: 'people';
  people: PersonCard[];
}

export interface KeyFigure {
  value: LocalText;
  label: LocalText;
}

export interface FiguresBlock extends BlockBase {
  type: 'figures';
  figures: KeyFigure[];
}

export interface LinkButtonBlock extends BlockBase {
  type: 'button';
  label: LocalText;
  href: string;
  /** 'link' draws it as a plain text link ("Read more about GSVMC"); the default is a button. */
  style?: 'button' | 'link';
}

export interface FileItem {
  title: LocalText;
  /** A stored upload ("/uploads/…") or a web address. */
  href: string;
}

export interface FilesBlock extends BlockBase {
  type: 'files';
  files: FileItem[];
}

/** The landing page's slider: pictures with captions, in order. */
export interface Slide {
  src: string;
  alt: LocalText;
  caption: LocalText;
  width: number;
  height: number;
}

export interface SlidesBlock extends BlockBase {
  type: 'slides';
  slides: Slide[];
}

/** A signed message with an optional photo: the principal's message. */
export interface MessageBlock extends BlockBase {
  type: 'message';
  heading: LocalText;
  text: RichText;
  signature: LocalText;
  photo?: string;
}

/** Blocks that may sit inside a tab or a card: everything but the containers. */
export type LeafBlock =
  HeadingBlock | ParagraphBlock | ImageBlock | PeopleBlock | FiguresBlock | LinkButtonBlock | FilesBlock;

export interface Tab {
  /** The tab's stable id ("founder"), used by the tab list. */
  id: string;
  title: LocalText;
  blocks: LeafBlock[];
}

export interface TabsBlock extends BlockBase {
  type: 'tabs';
  /** Names the tab list for screen readers. */
  label: LocalText;
  tabs: Tab[];
}

export interface Card {
  title: LocalText;
  blocks: LeafBlock[];
}

/** Cards side by side (one column on a phone); `min` is each card's least width in pixels. */
export interface CardsBlock extends BlockBase {
  type: 'cards';
  min?: number;
  /** The cards' titles are h2 or (under a section heading) h3. */
  titleLevel?: 2 | 3;
  cards: Card[];
}

export type Block = LeafBlock | TabsBlock | CardsBlock | SlidesBlock | MessageBlock;
export type BlockType = Block['type'];

/**
 * The element id of a heading: its anchor, else its block id (stable within its page), so every
 * section a site search finds can be linked to.
 */
export function headingAnchor(block: HeadingBlock): string {
  return block.anchor ?? block.id;
}

/**
 * The element id of the `index`-th card's title in a cards block: the block's id and the card's
 * English title ("facilities-hostel"), so the site search can link to a card such as the Hostel.
 */
export function cardAnchor(blockId: string, card: Card, index: number): string {
  const words = card.title.en
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${blockId}-${words || index + 1}`;
}

/**
 * The element id of a tab's panel: the tabs block's id and the tab's ("about-tabs-cchr"). The tab
 * links to it, and a site search hit in the tab's text links to it, so the address opens that tab.
 */
export function tabAnchor(blockId: string, tabId: string): string {
  return `${blockId}-${tabId}`;
}

/** The block of one type: `BlockOf<'heading'>` is HeadingBlock. */
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/** Per type, a function of its own block: the commonest registry entry. */
export type BlockFunctions<A extends unknown[], R> = { [K in BlockType]: (block: BlockOf<K>, ...args: A) => R };

/**
 * What each type is: whether it may sit inside a tab or a card (a leaf) or holds blocks itself. The
 * order is the editor's "Add a block" list and the order the check names the kinds in.
 */
export const BLOCK_KINDS = {
  heading: { leaf: true },
  paragraph: { leaf: true },
  image: { leaf: true },
  people: { leaf: true },
  figures: { leaf: true },
  button: { leaf: true },
  files: { leaf: true },
  tabs: { leaf: false },
  cards: { leaf: false },
  slides: { leaf: false },
  message: { leaf: false },
} as const satisfies { [K in BlockType]: { leaf: K extends LeafBlock['type'] ? true : false } };

export const BLOCK_TYPES = Object.keys(BLOCK_KINDS) as readonly BlockType[];

export const LEAF_BLOCK_TYPES = BLOCK_TYPES.filter(
  (type): type is LeafBlock['type'] => BLOCK_KINDS[type].leaf,
) as readonly LeafBlock['type'][];

/** Runs the entry of `block`'s own type: the one place that holds the cast TypeScript cannot follow. */
export function forBlock<A extends unknown[], R>(map: BlockFunctions<A, R>, block: Block, ...args: A): R {
  return (map[block.type] as (block: Block, ...rest: A) => R)(block, ...args);
}
