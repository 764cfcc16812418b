// The editor's side of each block type, one entry per type (shared-types' blocks.ts has their shapes
// and blockChecks.ts their checks): its name in "Add a block", the fields FieldEditor draws, and a new
// empty block of the type. A new type in the `Block` union does not compile until it has all three.
import { LEAF_BLOCK_TYPES, type Block, type BlockOf, type BlockType, type RichText } from '@gsvmc/shared-types';
import type { FieldLabel } from './fields.messages';
import { local, sample, type FieldSpec } from './fieldSpecs';

export interface BlockEditor<K extends BlockType> {
  /** Its name in the portal's language (a key of fields.messages.ts). */
  label: FieldLabel;
  fields: FieldSpec[];
  /** A new block of the type, its required fields empty. */
  make: () => Omit<BlockOf<K>, 'id' | 'type'>;
}

const empty = () => ({ en: '' });
const emptyRich = (): RichText => ({ en: [{ type: 'p', children: [{ text: '' }] }] });

const slide: FieldSpec[] = [
  { key: 'src', label: 'picture', kind: 'image' },
  local('alt', 'altText'),
  local('caption', 'caption'),
  { key: 'width', label: 'widthPx', kind: 'number' },
  { key: 'height', label: 'heightPx', kind: 'number' },
];

export const BLOCK_EDITORS: { [K in BlockType]: BlockEditor<K> } = {
  heading: {
    label: 'blockHeading',
    fields: [
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
      { key: 'anchor', label: 'anchor', kind: 'text', optional: true, hint: 'anchorHint' },
      sample,
    ],
    make: () => ({ level: 2, text: empty() }),
  },
  paragraph: {
    label: 'blockText',
    fields: [{ key: 'text', label: 'text', kind: 'rich' }, sample],
    make: () => ({ text: emptyRich() }),
  },
  image: {
    label: 'blockPicture',
    fields: [
      { key: 'src', label: 'picture', kind: 'image' },
      { key: 'decorative', label: 'decorative', kind: 'bool' },
      local('alt', 'altText', { optional: true }),
      local('caption', 'caption', { optional: true }),
    ],
    make: () => ({ src: '', alt: empty() }),
  },
  people: {
    label: 'blockPeople',
    fields: [
      {
        key: 'people',
        label: 'people',
        kind: 'list',
        itemLabel: 'person',
        make: () => ({ name: empty() }),
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
    make: () => ({ people: [{ name: empty() }] }),
  },
  figures: {
    label: 'blockFigures',
    fields: [
      {
        key: 'figures',
        label: 'figures',
        kind: 'list',
        itemLabel: 'figure',
        make: () => ({ value: empty(), label: empty() }),
        fields: [local('value', 'figureValue'), local('label', 'figureLabel')],
      },
    ],
    make: () => ({ figures: [{ value: empty(), label: empty() }] }),
  },
  button: {
    label: 'blockButton',
    fields: [
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
    make: () => ({ label: empty(), href: '' }),
  },
  files: {
    label: 'blockFiles',
    fields: [
      {
        key: 'files',
        label: 'files',
        kind: 'list',
        itemLabel: 'file',
        make: () => ({ title: empty(), href: '' }),
        fields: [local('title', 'title'), { key: 'href', label: 'fileAddress', kind: 'text' }],
      },
    ],
    make: () => ({ files: [{ title: empty(), href: '' }] }),
  },
  tabs: {
    label: 'blockTabs',
    fields: [
      local('label', 'tabListName'),
      {
        key: 'tabs',
        label: 'tabs',
        kind: 'list',
        itemLabel: 'tab',
        make: () => ({ id: `tab-${Math.random().toString(36).slice(2, 8)}`, title: empty(), blocks: [] }),
        fields: [local('title', 'tabTitle'), { key: 'blocks', label: 'contents', kind: 'blocks' }],
      },
    ],
    make: () => ({ label: empty(), tabs: [] }),
  },
  cards: {
    label: 'blockCards',
    fields: [
      {
        key: 'cards',
        label: 'cards',
        kind: 'list',
        itemLabel: 'card',
        make: () => ({ title: empty(), blocks: [] }),
        fields: [local('title', 'cardTitle'), { key: 'blocks', label: 'contents', kind: 'blocks' }],
      },
    ],
    make: () => ({ cards: [] }),
  },
  slides: {
    label: 'blockSlides',
    fields: [
      {
        key: 'slides',
        label: 'slides',
        kind: 'list',
        itemLabel: 'slide',
        make: () => ({ src: '', alt: empty(), caption: empty(), width: 1600, height: 700 }),
        fields: slide,
      },
    ],
    make: () => ({ slides: [] }),
  },
  message: {
    label: 'blockMessage',
    fields: [
      local('heading', 'heading'),
      { key: 'text', label: 'message', kind: 'rich' },
      local('signature', 'signature'),
      { key: 'photo', label: 'photo', kind: 'image', optional: true },
      sample,
    ],
    make: () => ({ heading: empty(), text: emptyRich(), signature: empty() }),
  },
};

/** A new block of a type, with the fields it needs, empty. */
export function newBlock(type: BlockType): Block {
  const id = `${type}-${Math.random().toString(36).slice(2, 8)}`;
  return { id, type, ...BLOCK_EDITORS[type].make() } as Block;
}

/** The types a tab or a card may hold: containers cannot nest. */
export const INNER_BLOCK_TYPES: readonly BlockType[] = LEAF_BLOCK_TYPES;
