// What the editor shows for each kind of block and for the site settings: a list of fields per
// object, drawn by FieldEditor. One description per type, so adding a field is one line here.
import { LEAF_BLOCK_TYPES, type Block, type BlockType } from '@gsvmc/shared-types';

export type FieldSpec =
  | { key: string; label: string; kind: 'local'; optional?: boolean }
  | { key: string; label: string; kind: 'rich' }
  | { key: string; label: string; kind: 'text'; optional?: boolean; hint?: string }
  | { key: string; label: string; kind: 'bool' }
  | { key: string; label: string; kind: 'number'; optional?: boolean }
  | { key: string; label: string; kind: 'select'; options: [value: string | number, label: string][] }
  | { key: string; label: string; kind: 'image'; optional?: boolean }
  | { key: string; label: string; kind: 'list'; itemLabel: string; fields: FieldSpec[]; make: () => object }
  | { key: string; label: string; kind: 'blocks' };

const local = (key: string, label: string, more: { optional?: boolean } = {}): FieldSpec => ({
  key,
  label,
  kind: 'local',
  ...more,
});
const sample: FieldSpec = { key: 'sample', label: 'Mark as "Sample entry" (text still to be replaced)', kind: 'bool' };
const empty = { en: '' };
const emptyRich = { en: [{ type: 'p', children: [{ text: '' }] }] };

export const BLOCK_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  paragraph: 'Text',
  image: 'Picture',
  people: 'People cards',
  figures: 'Key figures',
  button: 'Link button',
  files: 'List of files',
  tabs: 'Tabs',
  cards: 'Cards',
  slides: 'Slides',
  message: 'Signed message',
};

const slide: FieldSpec[] = [
  { key: 'src', label: 'Picture', kind: 'image' },
  local('alt', 'What the picture shows (for screen readers)'),
  local('caption', 'Caption'),
  { key: 'width', label: 'Width (pixels)', kind: 'number' },
  { key: 'height', label: 'Height (pixels)', kind: 'number' },
];

export const BLOCK_FIELDS: Record<BlockType, FieldSpec[]> = {
  heading: [
    local('text', 'Heading'),
    {
      key: 'level',
      label: 'Level',
      kind: 'select',
      options: [
        [2, 'Section heading'],
        [3, 'Sub-heading'],
      ],
    },
    {
      key: 'anchor',
      label: 'Section name in the address (starts a titled section)',
      kind: 'text',
      optional: true,
      hint: 'Letters, digits and - only, e.g. council-members.',
    },
    sample,
  ],
  paragraph: [{ key: 'text', label: 'Text', kind: 'rich' }, sample],
  image: [
    { key: 'src', label: 'Picture', kind: 'image' },
    { key: 'decorative', label: 'Decorative only (screen readers skip it)', kind: 'bool' },
    local('alt', 'What the picture shows (for screen readers)', { optional: true }),
    local('caption', 'Caption', { optional: true }),
  ],
  people: [
    {
      key: 'people',
      label: 'People',
      kind: 'list',
      itemLabel: 'Person',
      make: () => ({ name: { ...empty } }),
      fields: [
        local('name', 'Name'),
        local('position', 'Position', { optional: true }),
        local('qualifications', 'Qualifications', { optional: true }),
        local('department', 'Department', { optional: true }),
        { key: 'registration', label: 'Registration number', kind: 'text', optional: true },
        { key: 'phone', label: 'Mobile', kind: 'text', optional: true },
        { key: 'email', label: 'E-mail', kind: 'text', optional: true },
        { key: 'image', label: 'Photo', kind: 'image', optional: true },
        { key: 'sample', label: 'Sample entry (contact details are not links)', kind: 'bool' },
      ],
    },
  ],
  figures: [
    {
      key: 'figures',
      label: 'Figures',
      kind: 'list',
      itemLabel: 'Figure',
      make: () => ({ value: { ...empty }, label: { ...empty } }),
      fields: [local('value', 'Figure (e.g. 50)'), local('label', 'What it counts')],
    },
  ],
  button: [
    local('label', 'Label'),
    { key: 'href', label: 'Goes to (https://…, mailto:, tel: or a page such as /notice)', kind: 'text' },
    {
      key: 'style',
      label: 'Looks like',
      kind: 'select',
      options: [
        ['button', 'A button'],
        ['link', 'A text link'],
      ],
    },
  ],
  files: [
    {
      key: 'files',
      label: 'Files',
      kind: 'list',
      itemLabel: 'File',
      make: () => ({ title: { ...empty }, href: '' }),
      fields: [local('title', 'Title'), { key: 'href', label: 'Address (https://… or /uploads/…)', kind: 'text' }],
    },
  ],
  tabs: [
    local('label', 'Name of the tab list (for screen readers)'),
    {
      key: 'tabs',
      label: 'Tabs',
      kind: 'list',
      itemLabel: 'Tab',
      make: () => ({ id: `tab-${Math.random().toString(36).slice(2, 8)}`, title: { ...empty }, blocks: [] }),
      fields: [local('title', 'Tab title'), { key: 'blocks', label: 'Contents', kind: 'blocks' }],
    },
  ],
  cards: [
    {
      key: 'cards',
      label: 'Cards',
      kind: 'list',
      itemLabel: 'Card',
      make: () => ({ title: { ...empty }, blocks: [] }),
      fields: [local('title', 'Card title'), { key: 'blocks', label: 'Contents', kind: 'blocks' }],
    },
  ],
  slides: [
    {
      key: 'slides',
      label: 'Slides',
      kind: 'list',
      itemLabel: 'Slide',
      make: () => ({ src: '', alt: { ...empty }, caption: { ...empty }, width: 1600, height: 700 }),
      fields: slide,
    },
  ],
  message: [
    local('heading', 'Heading'),
    { key: 'text', label: 'Message', kind: 'rich' },
    local('signature', 'Signature (name and position)'),
    { key: 'photo', label: 'Photo', kind: 'image', optional: true },
    sample,
  ],
};

/** A new block of a type, with the fields it needs, empty. */
export function newBlock(type: BlockType): Block {
  const id = `${type}-${Math.random().toString(36).slice(2, 8)}`;
  const base: Record<BlockType, object> = {
    heading: { level: 2, text: { ...empty } },
    paragraph: { text: emptyRich },
    image: { src: '', alt: { ...empty } },
    people: { people: [{ name: { ...empty } }] },
    figures: { figures: [{ value: { ...empty }, label: { ...empty } }] },
    button: { label: { ...empty }, href: '' },
    files: { files: [{ title: { ...empty }, href: '' }] },
    tabs: { label: { ...empty }, tabs: [] },
    cards: { cards: [] },
    slides: { slides: [] },
    message: { heading: { ...empty }, text: emptyRich, signature: { ...empty } },
  };
  return { id, type, ...base[type] } as Block;
}

export const INNER_BLOCK_TYPES: readonly BlockType[] = LEAF_BLOCK_TYPES;

/** The site settings form. */
export const SETTINGS_FIELDS: FieldSpec[] = [
  { key: 'banner.shown', label: 'Show the banner above every page', kind: 'bool' },
  local('banner.title', 'Banner: lead-in in bold', { optional: true }),
  local('banner.text', 'Banner: text'),
  local('banner.more', 'Banner: more text (wide screens only)', { optional: true }),
  {
    key: 'contact.addressLines',
    label: 'Address',
    kind: 'list',
    itemLabel: 'Line',
    make: () => ({ en: '' }),
    fields: [{ key: 'en', label: 'Line', kind: 'text' }],
  },
  { key: 'contact.addressIsPlaceholder', label: 'The address is a placeholder', kind: 'bool' },
  { key: 'contact.mapQuery', label: 'What a map application searches for', kind: 'text' },
  local('contact.officeHours', 'Office hours'),
  {
    key: 'contact.offices',
    label: 'Offices',
    kind: 'list',
    itemLabel: 'Office',
    make: () => ({ name: { en: '' }, phone: { value: '' }, email: { value: '' } }),
    fields: [
      local('name', 'Name'),
      { key: 'phone.value', label: 'Phone', kind: 'text' },
      { key: 'phone.placeholder', label: 'The phone is a placeholder (shown as text, not a link)', kind: 'bool' },
      { key: 'email.value', label: 'E-mail', kind: 'text' },
      { key: 'email.placeholder', label: 'The e-mail is a placeholder (shown as text, not a link)', kind: 'bool' },
    ],
  },
  {
    key: 'social',
    label: 'Social media links',
    kind: 'list',
    itemLabel: 'Link',
    make: () => ({ name: '', url: 'https://' }),
    fields: [
      { key: 'name', label: 'Name (e.g. Facebook)', kind: 'text' },
      { key: 'url', label: 'Address (https://…)', kind: 'text' },
    ],
  },
  { key: 'webmailUrl', label: 'Webmail address', kind: 'text' },
];
