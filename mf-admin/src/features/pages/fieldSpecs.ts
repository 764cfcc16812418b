// What the editor shows for an object of a page or of the site settings: a list of fields, drawn by
// FieldEditor, so adding a field is one line. The fields of each block type are in blockEditors.ts.
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

export const local = (key: string, label: FieldLabel, more: { optional?: boolean } = {}): FieldSpec => ({
  key,
  label,
  kind: 'local',
  ...more,
});
export const sample: FieldSpec = { key: 'sample', label: 'sampleMark', kind: 'bool' };

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
