// What the editor shows for each kind of block and for the site settings: a list of fields per
// object, drawn by FieldEditor. One description per type, so adding a field is one line here.
import { LEAF_BLOCK_TYPES, type Block, type BlockType } from '@gsvmc/shared-types';
import type { FieldLabel } from './fields.messages';

// Labels, item names, hints and choices are keys of fields.messages.ts, read in the portal's language.
export type FieldSpec =
  | { key: string; label: FieldLabel; kind: 'local'; optional?: boolean }
  | { key: string; label: FieldLabel; kind: 'rich' }
  | { key: string; label: FieldLabel; kind: 'text'; optional?: boolean; hint?: FieldLabel }
  | { key: string; label: FieldLabel; kind: 'bool' }
  | { key: string; label: FieldLabel; kind: 'number'; optional?: boolean }
  | { key: string; label: FieldLabel; kind: 'select'; options: [value: string | number, label: FieldLabel][] }
  | { key: string; label: FieldLabel; kind: 'image'; optional?: boolean }
  | { key: string; label: FieldLabel; kind: 'list'; itemLabel: FieldLabel; fields: FieldSpec[]; make: () => object }
  | { key: string; label: FieldLabel; kind: 'blocks' };

const local = (key: string, label: FieldLabel, more: { optional?: boolean } = {}): FieldSpec => ({
  key,
  label,
  kind: 'local',
  ...more,
});
const sample: FieldSpec = { key: 'sample', label: 'sampleMark', kind: 'bool' };
const empty = { en: '' };
const emptyRich = { en: [{ type: 'p', children: [{ text: '' }] }] };

export const BLOCK_LABELS: Record<BlockType, FieldLabel> = {
  heading: 'blockHeading',
  paragraph: 'blockText',
  image: 'blockPicture',
  people: 'blockPeople',
  figures: 'blockFigures',
  button: 'blockButton',
  files: 'blockFiles',
  tabs: 'blockTabs',
  cards: 'blockCards',
  slides: 'blockSlides',
  message: 'blockMessage',
};

const slide: FieldSpec[] = [
  { key: 'src', label: 'picture', kind: 'image' },
  local('alt', 'altText'),
  local('caption', 'caption'),
  { key: 'width', label: 'widthPx', kind: 'number' },
  { key: 'height', label: 'heightPx', kind: 'number' },
];

export const BLOCK_FIELDS: Record<BlockType, FieldSpec[]> = {
  heading: [
    local('text', 'heading'),
    {
      key: 'level',
      label: 'level',
      kind: 'select',
      options: [
        [2, 'sectionHeading'],
        [3, 'subHeading'],
      ],
    },
    {
      key: 'anchor',
      label: 'anchor',
      kind: 'text',
      optional: true,
      hint: 'anchorHint',
    },
    sample,
  ],
  paragraph: [{ key: 'text', label: 'text', kind: 'rich' }, sample],
  image: [
    { key: 'src', label: 'picture', kind: 'image' },
    { key: 'decorative', label: 'decorative', kind: 'bool' },
    local('alt', 'altText', { optional: true }),
    local('caption', 'caption', { optional: true }),
  ],
  people: [
    {
      key: 'people',
      label: 'people',
      kind: 'list',
      itemLabel: 'person',
      make: () => ({ name: { ...empty } }),
      fields: [
        local('name', 'name'),
        local('position', 'position', { optional: true }),
        local('qualifications', 'qualifications', { optional: true }),
        local('department', 'department', { optional: true }),
        { key: 'registration', label: 'registration', kind: 'text', optional: true },
        { key: 'phone', label: 'mobile', kind: 'text', optional: true },
        { key: 'email', label: 'email', kind: 'text', optional: true },
        { key: 'image', label: 'photo', kind: 'image', optional: true },
        { key: 'sample', label: 'sampleContact', kind: 'bool' },
      ],
    },
  ],
  figures: [
    {
      key: 'figures',
      label: 'figures',
      kind: 'list',
      itemLabel: 'figure',
      make: () => ({ value: { ...empty }, label: { ...empty } }),
      fields: [local('value', 'figureValue'), local('label', 'figureLabel')],
    },
  ],
  button: [
    local('label', 'label'),
    { key: 'href', label: 'href', kind: 'text' },
    {
      key: 'style',
      label: 'looksLike',
      kind: 'select',
      options: [
        ['button', 'aButton'],
        ['link', 'aTextLink'],
      ],
    },
  ],
  files: [
    {
      key: 'files',
      label: 'files',
      kind: 'list',
      itemLabel: 'file',
      make: () => ({ title: { ...empty }, href: '' }),
      fields: [local('title', 'title'), { key: 'href', label: 'fileAddress', kind: 'text' }],
    },
  ],
  tabs: [
    local('label', 'tabListName'),
    {
      key: 'tabs',
      label: 'tabs',
      kind: 'list',
      itemLabel: 'tab',
      make: () => ({ id: `tab-${Math.random().toString(36).slice(2, 8)}`, title: { ...empty }, blocks: [] }),
      fields: [local('title', 'tabTitle'), { key: 'blocks', label: 'contents', kind: 'blocks' }],
    },
  ],
  cards: [
    {
      key: 'cards',
      label: 'cards',
      kind: 'list',
      itemLabel: 'card',
      make: () => ({ title: { ...empty }, blocks: [] }),
      fields: [local('title', 'cardTitle'), { key: 'blocks', label: 'contents', kind: 'blocks' }],
    },
  ],
  slides: [
    {
      key: 'slides',
      label: 'slides',
      kind: 'list',
      itemLabel: 'slide',
      make: () => ({ src: '', alt: { ...empty }, caption: { ...empty }, width: 1600, height: 700 }),
      fields: slide,
    },
  ],
  message: [
    local('heading', 'heading'),
    { key: 'text', label: 'message', kind: 'rich' },
    local('signature', 'signature'),
    { key: 'photo', label: 'photo', kind: 'image', optional: true },
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
  { key: 'banner.shown', label: 'bannerShown', kind: 'bool' },
  local('banner.title', 'bannerTitle', { optional: true }),
  local('banner.text', 'bannerText'),
  local('banner.more', 'bannerMore', { optional: true }),
  {
    key: 'contact.addressLines',
    label: 'address',
    kind: 'list',
    itemLabel: 'line',
    make: () => ({ en: '' }),
    fields: [{ key: 'en', label: 'line', kind: 'text' }],
  },
  { key: 'contact.addressIsPlaceholder', label: 'addressPlaceholder', kind: 'bool' },
  { key: 'contact.mapQuery', label: 'mapQuery', kind: 'text' },
  local('contact.officeHours', 'officeHours'),
  {
    key: 'contact.offices',
    label: 'offices',
    kind: 'list',
    itemLabel: 'office',
    make: () => ({ name: { en: '' }, phone: { value: '' }, email: { value: '' } }),
    fields: [
      local('name', 'name'),
      { key: 'phone.value', label: 'phone', kind: 'text' },
      { key: 'phone.placeholder', label: 'phonePlaceholder', kind: 'bool' },
      { key: 'email.value', label: 'email', kind: 'text' },
      { key: 'email.placeholder', label: 'emailPlaceholder', kind: 'bool' },
    ],
  },
  {
    key: 'social',
    label: 'social',
    kind: 'list',
    itemLabel: 'link',
    make: () => ({ name: '', url: 'https://' }),
    fields: [
      { key: 'name', label: 'socialName', kind: 'text' },
      { key: 'url', label: 'url', kind: 'text' },
    ],
  },
  { key: 'webmailUrl', label: 'webmail', kind: 'text' },
];
