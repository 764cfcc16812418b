import { DEPARTMENTS } from './constants';
import { PATHS } from './paths';
import type { Block } from './blocks';
import type { LocalText } from './contentText';

export * from './contentText';
export * from './blocks';

// Pages of the public site as typed blocks, and the site-wide settings: what the API stores, the
// admin edits and mf-public renders. Stored as JSON and drawn by React components, never as HTML,
// so a paragraph typed as "<img onerror=...>" is shown as those characters.

/** The stored content of one page: what the editor saves and the site draws. */
export interface PageContent {
  title: LocalText;
  /**
   * The header's call to action (admission's "Apply Now"): where it goes is the college's to set.
   * Absent on pages that have none.
   */
  headerLink?: { label: LocalText; href: string };
  blocks: Block[];
}

/** The pages the site has, by slug: the static pages and the landing page's parts. */
export const PAGE_SLUGS = [
  'home',
  'about',
  'administration',
  'academics',
  'admission',
  'dental',
  'facilities',
  'contact',
  'journal',
  'departments',
] as const;

export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * A department's about text is a page of its own, `department-<key>`, so the college writes one for
 * each of the 34 departments.
 */
export function departmentPageSlug(department: string): string {
  return `department-${department
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** Every slug the site has: the fixed pages, then one per department. */
export function allPageSlugs(): string[] {
  return [...PAGE_SLUGS, ...DEPARTMENTS.map(departmentPageSlug)];
}

/** The public address of a page, or undefined for a slug the site does not have. */
export function pagePath(slug: string): string | undefined {
  if ((PAGE_SLUGS as readonly string[]).includes(slug)) {
    return slug === 'home' ? PATHS.home : PATHS[slug as Exclude<PageSlug, 'home'>];
  }
  const department = DEPARTMENTS.find((name) => departmentPageSlug(name) === slug);
  return department && `${PATHS.departmentDetail}?name=${encodeURIComponent(department)}`;
}

/** A page as the public route returns it: the published revision. */
export interface PublishedPage {
  slug: string;
  /** The public address of the page, e.g. "/about". */
  path: string;
  content: PageContent;
  /** The published revision's number (1, 2, …). */
  revision: number;
  publishedAt: string;
}

/** A page's draft as the editor reads and writes it. */
export interface PageDraft {
  slug: string;
  path: string;
  content: PageContent;
  /**
   * Optimistic concurrency: a save sends the version it started from and is refused (409) when
   * another save came first. Also sent as the ETag.
   */
  version: number;
  updatedAt: string;
  /** The email of whoever saved the draft last. */
  updatedBy: string | null;
  /** Their name ("Draft saved by Rahima Khatun at 15:11"); null when the account is gone. */
  updatedByName?: string | null;
  /** True when the draft differs from what visitors see. */
  unpublished: boolean;
  /** A publish time the college set: the draft goes live then (ISO), or null. */
  publishAt: string | null;
}

export interface SaveDraftRequest<T = PageContent> {
  content: T;
  /** The version this edit started from (PageDraft.version). */
  version: number;
}

export interface PublishRequest {
  /** The version being published (the one the editor previewed). */
  version: number;
  /** Publish later (ISO); absent or null publishes now. */
  publishAt?: string | null;
}

export interface Revision {
  id: number;
  /** 1, 2, … per page. */
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  /** Set when this revision was made by restoring an earlier one. */
  restoredFrom: number | null;
}

export interface RevisionWithContent<T = PageContent> extends Revision {
  content: T;
}

/** The admin's list: every page by its title and public path. */
export interface PageSummary {
  slug: string;
  path: string;
  title: string;
  /** Its Bengali title, which the Bengali portal names it by; null when it has none (English then). */
  titleBn: string | null;
  unpublished: boolean;
  publishAt: string | null;
  updatedAt: string;
  publishedAt: string | null;
  /** How many of its texts need a translation (translation.ts). */
  translation: import('./translation').TranslationCounts;
}

/** One phone number or e-mail address, and whether it is still a placeholder (shown as plain text). */
export interface ContactDetail {
  value: string;
  placeholder?: boolean;
}

export interface ContactOffice {
  name: LocalText;
  phone: ContactDetail;
  email: ContactDetail;
}

/** Site-wide settings: the banner, the contact details the contact page and footer share, links. */
export interface SiteSettings {
  banner: {
    shown: boolean;
    /** Bold lead-in ("Notice:"). */
    title: LocalText;
    text: LocalText;
    /** Shown only on wide screens. */
    more: LocalText;
  };
  contact: {
    addressLines: LocalText[];
    addressIsPlaceholder: boolean;
    /** What a map application searches for to find the campus. */
    mapQuery: string;
    officeHours: LocalText;
    offices: ContactOffice[];
  };
  social: { name: string; url: string }[];
  webmailUrl: string;
}

/** The published settings as the public route returns them. */
export interface PublishedSettings {
  content: SiteSettings;
  revision: number;
  publishedAt: string;
}

export type SettingsDraft = Omit<PageDraft, 'content' | 'slug' | 'path'> & { content: SiteSettings };

/** Limits the API enforces, stated to editors. */
export const CONTENT_LIMITS = {
  /** A page's JSON, in bytes. */
  pageBytes: 200 * 1024,
  blocks: 200,
  /** Characters of any one text. */
  textChars: 10_000,
  /** Items of any one list (people, figures, slides, tabs, runs, list items). */
  listItems: 100,
  hrefChars: 2_000,
  /**
   * Nesting of lists and objects: the deepest real content (a link in a list item in a card of a
   * cards block) is 14 levels; anything deeper is refused before any check that walks it.
   */
  depth: 20,
  /** Values (objects, lists, texts, numbers) in one document, counted before any check that walks it. */
  values: 50_000,
} as const;

/** Artwork built into the public site, usable as an image's `src` ("asset:slide-campus"). */
export const CONTENT_ASSETS = ['slide-campus', 'slide-hospital', 'slide-community', 'slide-library'] as const;
export type ContentAsset = (typeof CONTENT_ASSETS)[number];
