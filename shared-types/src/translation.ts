// Whether each text of a page has its other language, and whether that other language kept up.
// Either language may be the one a text is written in, so "older" cannot mean "Bengali changed before
// English": it follows the order of changes instead. Each text has a state that every published
// revision (oldest first) and then the draft moves on:
//   - both languages changed together (or the text is new): in step;
//   - one language changed alone while in step: the other one is now older;
//   - the older one changed (it caught up): in step again; the newer one changing again keeps it older.
// A language with no words is "missing", whatever the history says. Nothing is stored for this: the
// revisions are the record (docs/decisions/translation-state.md).

/** What a text needs: its Bengali (or English) is missing, or older than the other language. */
export type TranslationState = 'bnMissing' | 'enMissing' | 'bnOlder' | 'enOlder';

/** A text as it stands after a version, with its state before the missing check. */
export interface TextStamp {
  en: string;
  bn: string;
  state: 'inStep' | 'bnOlder' | 'enOlder';
}

export interface TranslationCounts {
  bnMissing: number;
  enMissing: number;
  bnOlder: number;
  enOlder: number;
}

interface FoundText {
  /** Stable across versions: blocks and tabs by their id, everything else by its place. */
  key: string;
  /** Where it is in this version, as the editor names a field ("blocks.3.text"). */
  path: string;
  en: string;
  bn: string;
}

const isLocalized = (v: Record<string, unknown>) => {
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every((k) => k === 'en' || k === 'bn');
};

/** True when some run of a rich text (or a plain string) has a letter or digit. */
function hasWords(v: unknown): boolean {
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.some(hasWords);
  if (!v || typeof v !== 'object') return false;
  const o = v as { text?: unknown; children?: unknown; items?: unknown };
  return hasWords(o.text) || hasWords(o.children) || hasWords(o.items);
}

/** The words of a language, as one comparable string ('' when there are none). */
function words(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  // Rich text: formatting counts as a change, so the tree is compared, but an empty tree is "no words".
  return Array.isArray(v) && hasWords(v) ? JSON.stringify(v) : '';
}

/** Every two-language text of a page or of the settings. */
export function textsOf(content: unknown): FoundText[] {
  const found: FoundText[] = [];
  const walk = (v: unknown, key: string[], path: string[]) => {
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        const id = item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string';
        walk(item, [...key, id ? `#${(item as { id: string }).id}` : String(i)], [...path, String(i)]);
      });
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (isLocalized(o)) {
      found.push({ key: key.join('.'), path: path.join('.'), en: words(o.en), bn: words(o.bn) });
      return;
    }
    for (const [k, child] of Object.entries(o)) if (k !== 'id' && k !== 'type') walk(child, [...key, k], [...path, k]);
  };
  walk(content, [], []);
  return found;
}

/** One step: the text's state after a version whose values are `en` and `bn`. */
function step(before: TextStamp | undefined, en: string, bn: string): TextStamp {
  if (!before) return { en, bn, state: 'inStep' };
  // A language that had no words was as good as older: typing it now is catching up.
  const was = before.en && !before.bn ? 'bnOlder' : before.bn && !before.en ? 'enOlder' : before.state;
  const enChanged = en !== before.en;
  const bnChanged = bn !== before.bn;
  let state: TextStamp['state'] = was;
  if (enChanged && bnChanged) state = 'inStep';
  else if (enChanged) state = was === 'enOlder' ? 'inStep' : 'bnOlder';
  else if (bnChanged) state = was === 'bnOlder' ? 'inStep' : 'enOlder';
  return { en, bn, state };
}

/** The texts' stamps after each version in turn (oldest first: the published revisions, then the draft). */
export function textStamps(versions: unknown[]): Record<string, TextStamp> {
  let stamps: Record<string, TextStamp> = {};
  for (const version of versions) {
    const next: Record<string, TextStamp> = {};
    // A text missing from a version (its block removed) starts afresh if it comes back.
    for (const t of textsOf(version)) next[t.key] = step(stamps[t.key], t.en, t.bn);
    stamps = next;
  }
  return stamps;
}

/** What a text needs, from its stamp. */
export function stateOf(stamp: TextStamp): TranslationState | null {
  if (stamp.en && !stamp.bn) return 'bnMissing';
  if (stamp.bn && !stamp.en) return 'enMissing';
  if (!stamp.en && !stamp.bn) return null;
  return stamp.state === 'inStep' ? null : stamp.state;
}

/**
 * The state of each text of `live` (the editor's unsaved content) by its path, given the stamps of the
 * stored versions: the live content is one more step.
 */
export function liveTranslationStates(live: unknown, stamps: Record<string, TextStamp>): Map<string, TranslationState> {
  const states = new Map<string, TranslationState>();
  for (const t of textsOf(live)) {
    const state = stateOf(step(stamps[t.key], t.en, t.bn));
    if (state) states.set(t.path, state);
  }
  return states;
}

/** How many texts of a document need a translation, from its versions (oldest first). */
export function translationCounts(versions: unknown[]): TranslationCounts {
  const counts: TranslationCounts = { bnMissing: 0, enMissing: 0, bnOlder: 0, enOlder: 0 };
  for (const stamp of Object.values(textStamps(versions))) {
    const state = stateOf(stamp);
    if (state) counts[state] += 1;
  }
  return counts;
}
