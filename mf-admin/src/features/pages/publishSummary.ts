// What a publish changes for visitors: the draft about to go live against the page they see now,
// named as the editor names things (the block's type and its place, a field's label), so whoever
// presses Publish sees what they are about to publish, including someone else's unfinished work.
import type { Block, BlockType, PageContent, SiteSettings } from '@gsvmc/shared-types';
import { getAt } from './editorContext';
import type { FieldLabel } from './fields.messages';
import { SETTINGS_FIELDS } from './fieldSpecs';

export type Change =
  /** `n`: the block's place in the draft (1 is the first), as the editor's block headings number it. */
  | { kind: 'added' | 'changed'; type: BlockType; n: number }
  /** `n`: the block's place on the live page, where it is leaving from. */
  | { kind: 'removed'; type: BlockType; n: number }
  /** Blocks kept on both sides but in another order. */
  | { kind: 'moved' }
  /** A field outside the blocks (the page title, a setting). */
  | { kind: 'field'; label: FieldLabel };

const PAGE_FIELDS: { key: string; label: FieldLabel }[] = [
  { key: 'title', label: 'pageTitle' },
  { key: 'headerLink.label', label: 'headerLinkLabel' },
  { key: 'headerLink.href', label: 'headerLinkHref' },
];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldChanges(fields: { key: string; label: FieldLabel }[], live: unknown, draft: unknown): Change[] {
  return fields
    .filter(({ key }) => !same(getAt(live, key), getAt(draft, key)))
    .map(({ label }) => ({ kind: 'field', label }));
}

function blockChanges(live: Block[], draft: Block[]): Change[] {
  const liveById = new Map(live.map((b) => [b.id, b]));
  const draftIds = new Set(draft.map((b) => b.id));
  const changes: Change[] = [];
  draft.forEach((block, i) => {
    const before = liveById.get(block.id);
    if (!before || before.type !== block.type) changes.push({ kind: 'added', type: block.type, n: i + 1 });
    else if (!same(before, block)) changes.push({ kind: 'changed', type: block.type, n: i + 1 });
  });
  live.forEach((block, i) => {
    const kept = draftIds.has(block.id) && draft.find((b) => b.id === block.id)?.type === block.type;
    if (!kept) changes.push({ kind: 'removed', type: block.type, n: i + 1 });
  });
  const keptOrder = (list: Block[]) => list.filter((b) => liveById.has(b.id) && draftIds.has(b.id)).map((b) => b.id);
  if (!same(keptOrder(live), keptOrder(draft))) changes.push({ kind: 'moved' });
  return changes;
}

/**
 * The changes from `live` (null: never published, so everything is new) to `draft`. `site` is the
 * site settings document; anything else is a page.
 */
export function changesToPublish(
  site: boolean,
  live: PageContent | SiteSettings | null,
  draft: PageContent | SiteSettings,
): Change[] {
  if (site) return fieldChanges(SETTINGS_FIELDS, live, draft);
  const before = live as PageContent | null;
  const after = draft as PageContent;
  return [...fieldChanges(PAGE_FIELDS, before, after), ...blockChanges(before?.blocks ?? [], after.blocks)];
}
