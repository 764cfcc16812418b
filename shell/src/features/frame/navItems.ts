// The links of the common frame, in SPEC.md §2.2 order. Desktop: the first 8 on the top row, the rest
// on a second (SPEC.md §9). Mobile (< 768 px): grouped, because 15 flat links are a long scroll on a
// phone; the grouping is ours (SPEC.md says only "expandable groups").
// Each item names its label by its key in the frame's catalog (messages.ts), drawn in the page's language.
import { LIMITS, linkKind, PATHS } from '@gsvmc/shared-types';
import type { FrameKey } from './messages';

export type NavItem =
  { kind: 'route'; label: FrameKey; to: string } | { kind: 'external'; label: FrameKey; href: string };

/**
 * Where "Webmail" points when config.json has no `webmailUrl`. SPEC.md §2.2 names a "Webmail mail
 * link" without an address; a `mailto:` would open a mail client, not web mail, so this is a web
 * address that each deployment sets (config.json `webmailUrl`). Placeholder until the college confirms.
 */
export const DEFAULT_WEBMAIL_URL = 'https://webmail.gsvmc.edu.bd/';

const route = (label: FrameKey, to: string): NavItem => ({ kind: 'route', label, to });

export const ROUTE_ITEMS: NavItem[] = [
  route('home', PATHS.home),
  route('about', PATHS.about),
  route('administration', PATHS.administration),
  route('academics', PATHS.academics),
  route('admission', PATHS.admission),
  route('departments', PATHS.departments),
  route('dental', PATHS.dental),
  route('facilities', PATHS.facilities),
  route('journal', PATHS.journal),
  route('noticeBoard', PATHS.notice),
  route('faculties', PATHS.facultyTable),
  route('alumni', PATHS.alumniTable),
  route('gallery', PATHS.gallery),
  route('contact', PATHS.contact),
];

export function navItems(webmailUrl: string | undefined): NavItem[] {
  // The settings' link passed the one link rule when saved; one stored before that rule is checked again.
  const href = webmailUrl && linkKind(webmailUrl) ? webmailUrl : DEFAULT_WEBMAIL_URL;
  return [...ROUTE_ITEMS, { kind: 'external', label: 'webmail', href }];
}

export function navRows(items: NavItem[]): [NavItem[], NavItem[]] {
  return [items.slice(0, LIMITS.navTopRowItems), items.slice(LIMITS.navTopRowItems)];
}

export interface NavGroup {
  label: FrameKey;
  items: NavItem[];
}

/** Mobile menu: Home on its own, then expandable groups, Webmail last. Every §2.2 link appears once. */
export function mobileSections(items: NavItem[]): Array<NavItem | NavGroup> {
  const byPath = (to: string) => items.find((i) => i.kind === 'route' && i.to === to)!;
  const webmail = items.find((i) => i.kind === 'external')!;
  return [
    byPath(PATHS.home),
    { label: 'groupAbout', items: [PATHS.about, PATHS.administration, PATHS.facilities, PATHS.contact].map(byPath) },
    {
      label: 'groupAcademics',
      items: [PATHS.academics, PATHS.admission, PATHS.departments, PATHS.dental, PATHS.journal].map(byPath),
    },
    {
      label: 'groupDirectories',
      items: [PATHS.notice, PATHS.facultyTable, PATHS.alumniTable, PATHS.gallery].map(byPath),
    },
    webmail,
  ];
}

export const isGroup = (x: NavItem | NavGroup): x is NavGroup => 'items' in x;
