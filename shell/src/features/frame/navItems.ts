// The links of the common frame, in SPEC.md §2.2 order. Desktop: the first 8 on the top row, the rest
// on a second (SPEC.md §9). Mobile (< 768 px): grouped, because 15 flat links are a long scroll on a
// phone; the grouping is ours (SPEC.md says only "expandable groups").
import { LIMITS } from '@gsvmc/shared-types';

export type NavItem = { kind: 'route'; label: string; to: string } | { kind: 'external'; label: string; href: string };

/**
 * Where "Webmail" points when config.json has no `webmailUrl`. SPEC.md §2.2 names a "Webmail mail
 * link" without an address; a `mailto:` would open a mail client, not web mail, so this is a web
 * address that each deployment sets (config.json `webmailUrl`). Placeholder until the college confirms.
 */
export const DEFAULT_WEBMAIL_URL = 'https://webmail.gsvmc.edu.bd/';

const route = (label: string, to: string): NavItem => ({ kind: 'route', label, to });

export const ROUTE_ITEMS: NavItem[] = [
  route('Home', '/'),
  route('About', '/about'),
  route('Administration', '/administration'),
  route('Academics', '/academics'),
  route('Admission', '/admission'),
  route('Departments', '/departments'),
  route('Dental', '/dental'),
  route('Facilities', '/facilities'),
  route('Journal', '/journal'),
  route('NoticeBoard', '/notice'),
  route('Faculties', '/facultyTable'),
  route('Alumni', '/alumniTable'),
  route('Gallery', '/gallery'),
  route('Contact', '/contact'),
];

export function navItems(webmailUrl: string | undefined): NavItem[] {
  return [...ROUTE_ITEMS, { kind: 'external', label: 'Webmail', href: webmailUrl || DEFAULT_WEBMAIL_URL }];
}

export function navRows(items: NavItem[]): [NavItem[], NavItem[]] {
  return [items.slice(0, LIMITS.navTopRowItems), items.slice(LIMITS.navTopRowItems)];
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Mobile menu: Home on its own, then expandable groups, Webmail last. Every §2.2 link appears once. */
export function mobileSections(items: NavItem[]): Array<NavItem | NavGroup> {
  const byPath = (to: string) => items.find((i) => i.kind === 'route' && i.to === to)!;
  const webmail = items.find((i) => i.kind === 'external')!;
  return [
    byPath('/'),
    { label: 'About GSVMC', items: ['/about', '/administration', '/facilities', '/contact'].map(byPath) },
    { label: 'Academics', items: ['/academics', '/admission', '/departments', '/dental', '/journal'].map(byPath) },
    { label: 'Directories', items: ['/notice', '/facultyTable', '/alumniTable', '/gallery'].map(byPath) },
    webmail,
  ];
}

export const isGroup = (x: NavItem | NavGroup): x is NavGroup => 'items' in x;
