// What changed in one audit row, field by field, named as a person would name it: "Admission · Text
// block 2 · English", "Notice · Title". The API computes the list from the stored before and after
// (GET /api/audit's `changes`); each name is a list of parts so the portal can say it in either
// language (`auditFieldName`). Blocks are matched by their id, so moving a block is not a change of
// every block after it.
import type { Language } from './bengali';
import { bengaliDigits } from './digits';
import { AUDIT_WORDS as WORDS } from './auditWords';

/** One word of a field's name: a known word (with its number among its kind), or a text as stored. */
export type AuditFieldPart = { word: AuditWord; n?: number } | { text: string; bn?: string };

export interface AuditChange {
  /** The field's name in English ("Admission · Text block 2 · English"). */
  field: string;
  parts: AuditFieldPart[];
  /** The value as text; '' when the field was empty or absent. */
  before: string;
  after: string;
  /** A yes-or-no field: `before` and `after` are 'true', 'false' or '', for the reader to word. */
  yesNo?: true;
}

export type AuditWord = keyof typeof WORDS;

const isWord = (key: string): key is AuditWord => Object.prototype.hasOwnProperty.call(WORDS, key);

/** The word for a list's items, by the list's key. */
const ITEM_WORDS: Record<string, AuditWord> = {
  people: 'person',
  figures: 'figure',
  files: 'file',
  slides: 'slide',
  tabs: 'tab',
  cards: 'card',
};

/** Bookkeeping that changes with every save and says nothing to a reader. */
const SKIPPED = new Set([
  '_id',
  'id',
  'type',
  'createdAt',
  'updatedAt',
  'version',
  'savedAt',
  'savedBy',
  'width',
  'height',
]);

/** "registrationNo" → "Registration no": a key without a word keeps its own, made readable. */
function readable(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

function keyPart(key: string): AuditFieldPart {
  return isWord(key) ? { word: key } : { text: readable(key) };
}

/** A field's name in a language: its parts joined by " · ". */
export function auditFieldName(parts: AuditFieldPart[], language: Language): string {
  return parts
    .map((part) => {
      if ('text' in part) return language === 'bn' && part.bn ? part.bn : part.text;
      // A word this code does not know (an API newer than the portal) is shown as its key made readable.
      const known: readonly [string, string] | undefined = isWord(part.word) ? WORDS[part.word] : undefined;
      const word = known ? known[language === 'bn' ? 1 : 0] : readable(part.word);
      if (part.n === undefined) return word;
      return `${word} ${language === 'bn' ? bengaliDigits(part.n) : part.n}`;
    })
    .join(' · ');
}

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLocalized = (v: Json): v is { en?: Json; bn?: Json } =>
  isObject(v) && 'en' in v && Object.keys(v).every((k) => k === 'en' || k === 'bn');
const isRich = (v: Json): v is { type: string; children?: unknown[]; items?: unknown[][] }[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every((n) => isObject(n) && (n.type === 'p' || n.type === 'ul' || n.type === 'ol'));

function runsText(runs: unknown): string {
  if (!Array.isArray(runs)) return '';
  return runs
    .map((r) => {
      if (!isObject(r)) return '';
      const text = typeof r.text === 'string' ? r.text : '';
      return typeof r.href === 'string' ? `${text} (${r.href})` : text;
    })
    .join('');
}

/** Light formatting as the plain text a reader compares: paragraphs apart, list items as "• …". */
function richText(nodes: { type: string; children?: unknown[]; items?: unknown[][] }[]): string {
  return nodes
    .map((node) =>
      node.type === 'p'
        ? runsText(node.children)
        : (node.items ?? []).map((item, i) => `${node.type === 'ol' ? `${i + 1}.` : '•'} ${runsText(item)}`).join('\n'),
    )
    .join('\n\n');
}

function leafText(v: Json): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isRich(v)) return richText(v);
  return JSON.stringify(v);
}

interface Leaf {
  parts: AuditFieldPart[];
  text: string;
  /** The value is true or false. */
  yesNo?: boolean;
}

/** Every readable field of a value, by a key that stays the same when blocks move. */
function flatten(value: Json, parts: AuditFieldPart[], key: string, out: Map<string, Leaf>): void {
  if (isLocalized(value)) {
    for (const lang of ['en', 'bn'] as const) {
      if (value[lang] === undefined) continue;
      out.set(`${key}.${lang}`, { parts: [...parts, { word: lang }], text: leafText(value[lang]) });
    }
    return;
  }
  if (isRich(value) || !(isObject(value) || Array.isArray(value))) {
    out.set(key, { parts, text: leafText(value), yesNo: typeof value === 'boolean' });
    return;
  }
  if (Array.isArray(value)) {
    const listKey = key.split('.').pop() ?? '';
    const counts = new Map<string, number>();
    value.forEach((item, i) => {
      // A block is named by its kind and its number among blocks of that kind ("Text block 2").
      if (isObject(item) && typeof item.type === 'string' && isWord(item.type) && listKey === 'blocks') {
        const n = (counts.get(item.type) ?? 0) + 1;
        counts.set(item.type, n);
        const id = typeof item.id === 'string' ? item.id : String(i);
        flatten(item, [...parts.slice(0, -1), { word: item.type, n }], `${key}#${id}`, out);
        return;
      }
      const word = ITEM_WORDS[listKey] ?? 'item';
      const id = isObject(item) && typeof item.id === 'string' ? item.id : String(i);
      const listParts = isWord(listKey) && ITEM_WORDS[listKey] ? parts.slice(0, -1) : parts;
      flatten(item, [...listParts, { word, n: i + 1 }], `${key}#${id}`, out);
    });
    return;
  }
  // A text block's or a heading's text is the block itself: "Text block 2 · English", not "· Text ·".
  const textIsBlock = value.type === 'paragraph' || value.type === 'heading';
  for (const [k, v] of Object.entries(value)) {
    if (SKIPPED.has(k)) continue;
    // The page's blocks are named by their own kind, not by the word "blocks".
    const next = k === 'blocks' || (k === 'text' && textIsBlock) ? [...parts, { text: '' }] : [...parts, keyPart(k)];
    flatten(v, next, `${key}.${k}`, out);
  }
}

/** A published revision or a restore stores the revision around its content: compare the content. */
function contentOf(value: Json): Json {
  return isObject(value) && 'content' in value && 'number' in value ? value.content : value;
}

function pageName(value: Json): AuditFieldPart | undefined {
  if (!isObject(value) || !isLocalized(value.title) || typeof value.title.en !== 'string') return undefined;
  return {
    text: value.title.en,
    bn: typeof value.title.bn === 'string' && value.title.bn ? value.title.bn : undefined,
  };
}

/** At most this many changes a row: a whole new page is summarised, not listed to the last comma. */
export const AUDIT_CHANGES_MAX = 100;

/** The fields that differ between `before` and `after` of an audit row of `entity`. */
export function auditChanges(entity: string, before: Json, after: Json): AuditChange[] {
  const b = contentOf(before);
  const a = contentOf(after);
  if ((b === null || b === undefined) && (a === null || a === undefined)) return [];
  // Publishing stores only the revision it made: its edits are in the rows of the draft's saves, so
  // it is not listed as every field of the page put in anew.
  if ((before === null || before === undefined) && a !== after) return [];
  const head: AuditFieldPart =
    entity === 'page'
      ? (pageName(a) ?? pageName(b) ?? { word: 'page' })
      : isWord(entity)
        ? { word: entity }
        : { text: readable(entity) };
  const left = new Map<string, Leaf>();
  const right = new Map<string, Leaf>();
  flatten(b ?? {}, [head], '', left);
  flatten(a ?? {}, [head], '', right);
  const changes: AuditChange[] = [];
  for (const key of new Set([...left.keys(), ...right.keys()])) {
    const was = left.get(key);
    const now = right.get(key);
    const beforeText = was?.text ?? '';
    const afterText = now?.text ?? '';
    if (beforeText === afterText) continue;
    const parts = (now ?? was)!.parts.filter((p) => !('text' in p) || p.text !== '');
    const change: AuditChange = { field: auditFieldName(parts, 'en'), parts, before: beforeText, after: afterText };
    // True or false on each side where there is one (a field added or taken away is the other side).
    if ((was?.yesNo ?? true) && (now?.yesNo ?? true)) change.yesNo = true;
    changes.push(change);
    if (changes.length >= AUDIT_CHANGES_MAX) break;
  }
  return changes;
}

/** The field a record is named by, in the order a log row is searched for one. */
const LABEL_FIELDS = ['title', 'name', 'fullName', 'label', 'email', 'fileName'] as const;

/** The name a record gives itself ("Exam routine", "Dr. Rahim"), in `language` where it has both. */
function labelOf(data: Json, language: Language): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const row = data as Record<string, unknown>;
  for (const key of LABEL_FIELDS) {
    const value = row[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (value && typeof value === 'object') {
      const texts = value as { en?: unknown; bn?: unknown };
      const wanted = texts[language];
      if (typeof wanted === 'string' && wanted.trim()) return wanted;
      if (typeof texts.en === 'string' && texts.en.trim()) return texts.en;
    }
  }
  return null;
}

/**
 * What a log row's record is called, from the record after the change or, for a delete, before it:
 * the dashboard's recent activity and the audit log both name rows by it.
 */
export function auditRecordLabel(before: Json, after: Json, language: Language = 'en'): string | null {
  return labelOf(after, language) ?? labelOf(before, language);
}
