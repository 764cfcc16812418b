// What each engine's candidates are worth, read word by word in code, the same on SQLite and
// PostgreSQL: a hit must hold every query word (as the start of one of its words, or, through the
// phonetic keys, a Bengali word that sounds like it: sounds.ts), and hits are ranked by how well they
// hold them: the word in a title (a page's or its section's, a notice's, a name), then the whole word in
// the text, then only words that start with it ("feed" in "feedback"). A word with an inflection counts
// as whole: "fees" for fee, ভর্তির (of admission) for ভর্তি. A query word of one or two characters
// ("ফি", fee; "fe") is a whole word only: as the start of longer words it would find ফিজিওলজি.
import { latinDigits } from '@gsvmc/shared-types';
import { bengaliSounds, querySounds, soundMatch } from './sounds';

/** One query word as the checks read it. */
export interface MatchTerm {
  word: string;
  /** Its sounds (sounds.ts), or null when the phonetic keys never look for it (digits, all vowels). */
  sounds: string | null;
}

/**
 * How one word of a text meets a term, best last; NONE when it does not. WHOLE is the word with an
 * ending ("fees" for fee), SAME the word itself.
 */
export const Level = { NONE: 0, PREFIX_BY_SOUND: 1, PREFIX: 2, WHOLE_BY_SOUND: 3, WHOLE: 4, SAME: 5 } as const;
export type Level = (typeof Level)[keyof typeof Level];

/** Endings that leave a word the same word: a plural, and Bengali's case endings and classifiers. */
const ENDINGS = ['s', 'es', 'র', 'ের', 'এর', 'কে', 'তে', 'ে', 'য়', 'দের', 'রা', 'েরা', 'টি', 'টা', 'গুলো', 'গুলি'].map(
  (e) => e.normalize('NFC'),
);

/** The least characters of a stem: an ending is taken off only where this much of the word is left. */
const MIN_STEM = 2;

/** The word and what it is without each ending it has (at least MIN_STEM letters of it left). */
function stems(word: string): string[] {
  const out = [word];
  for (const ending of ENDINGS) {
    const stem = word.slice(0, -ending.length);
    if (word.endsWith(ending) && [...stem].length >= MIN_STEM) out.push(stem);
  }
  return out;
}

/**
 * Characters a query word needs before it matches the start of longer words, in either script: a
 * shorter one (ফি, fee; "fe") starts too many words that mean something else (ফিজিওলজি, "feedback").
 */
export const MIN_PREFIX = 3;

/** Whether `word` (a query's) may match as the start of a longer word. */
export const matchesPrefix = (word: string): boolean => [...word].length >= MIN_PREFIX;

/**
 * The words a query word too short for a prefix (matchesPrefix) matches: itself, and itself with
 * each ending (ফির, "fees"), as `wordLevel` reads them; what the engines look up instead of a prefix.
 */
export function wholeForms(word: string): string[] {
  if ([...word].length < MIN_STEM) return [word];
  return [word, ...ENDINGS.map((ending) => (word + ending).normalize('NFC'))];
}

/** Text as the index compares it: NFC, lower case, Bengali digits as ASCII ones, Latin accents off. */
export function folded(text: string): string {
  return latinDigits(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC')
      .toLowerCase(),
  );
}

/** The words of a text (letters with their marks, and digits), as queryWords splits a query. */
export const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** Letters of Bengali only (no digits or Latin): the words that may sound like a query word. */
const BENGALI_WORD = /^[\u0980-\u09e5\u09f0-\u09ff\u200c\u200d]+$/;

/**
 * The query's words with their sounds. `hasKey` says whether the phonetic keys look for a word
 * (phonetic.ts's phoneticKey): a word they do not look for is never matched by sound either.
 */
export function matchTerms(words: string[], hasKey: (word: string) => boolean): MatchTerm[] {
  return words.map((word) => ({ word, sounds: hasKey(word) ? querySounds(word) : null }));
}

/** How one (folded) word of a text meets `term`. */
export function wordLevel(term: MatchTerm, word: string): Level {
  if (word === term.word) return Level.SAME;
  if (stems(word).includes(term.word)) return Level.WHOLE;
  const prefix = matchesPrefix(term.word);
  if (prefix && word.startsWith(term.word)) return Level.PREFIX;
  if (!term.sounds || !BENGALI_WORD.test(word)) return Level.NONE;
  let best: Level = Level.NONE;
  for (const stem of stems(word)) {
    const found = soundMatch(term.sounds, bengaliSounds(stem));
    if (found === 'whole') return Level.WHOLE_BY_SOUND;
    if (found === 'prefix' && prefix && stem === word) best = Level.PREFIX_BY_SOUND;
  }
  return best;
}

const isWhole = (level: Level) => level >= Level.WHOLE_BY_SOUND;

/**
 * The query's terms against the words of one search's hits, each word read once however many hits
 * hold it (a page's words repeat from section to section).
 */
export class Matcher {
  private readonly known = new Map<string, Level[]>();

  constructor(readonly terms: MatchTerm[]) {}

  /** How a (folded) word meets each term. */
  levels(word: string): Level[] {
    let levels = this.known.get(word);
    if (!levels) {
      levels = this.terms.map((term) => wordLevel(term, word));
      this.known.set(word, levels);
    }
    return levels;
  }

  /** The best level of each term over the words of `text`. */
  textLevels(text: string): Level[] {
    const best: Level[] = this.terms.map(() => Level.NONE);
    for (const word of folded(text).match(WORD) ?? []) {
      this.levels(word).forEach((level, i) => {
        if (level > best[i]!) best[i] = level;
      });
    }
    return best;
  }

  /**
   * What a hit is worth for the query: null when some word is in neither its title nor its text;
   * else [words whole in the title, words whole in the text, words met as written rather than by
   * sound, words whole at the start of a sentence or list item of `lead` (the text as a
   * visitor reads it; the body by default), words met without an ending], compared in that order.
   * The start of a sentence or item is where a text names what it is about: "Fees are as per
   * government rule" states the fees, "scholarships and fee support" only mentions them.
   */
  worth(title: string, body: string, lead: string = body): number[] | null {
    const inTitle = this.textLevels(title);
    const inBody = this.textLevels(body);
    const leading = this.textLevels(leadingWords(lead).join(' '));
    const score = [0, 0, 0, 0, 0];
    for (let i = 0; i < this.terms.length; i += 1) {
      const levels = [inTitle[i]!, inBody[i]!];
      if (levels.every((level) => level === Level.NONE)) return null;
      if (isWhole(levels[0]!)) score[0]! += 1;
      if (isWhole(levels[1]!)) score[1]! += 1;
      if (levels.some((level) => level === Level.PREFIX || level >= Level.WHOLE)) score[2]! += 1;
      if (isWhole(leading[i]!)) score[3]! += 1;
      if (levels.includes(Level.SAME)) score[4]! += 1;
    }
    return score;
  }

  /**
   * Where in `text` the best-met term first stands (a whole word before a word that only starts with
   * it), as an index into `text`; -1 when no word of it meets any term.
   */
  matchIndex(text: string): number {
    const rank = (level: Level) => (isWhole(level) ? 2 : level === Level.NONE ? 0 : 1);
    let at = -1;
    let best = 0;
    for (const found of text.matchAll(WORD)) {
      const level = Math.max(0, ...this.levels(folded(found[0])).map(rank));
      if (level > best) {
        best = level;
        at = found.index;
      }
      if (best === 2) break;
    }
    return at;
  }
}

/**
 * What ends a sentence or a list item: a full stop, ! or ?, the Bengali danda (।) before a space or
 * the end, or the separator the page index puts between blocks and list items (ITEM_SEPARATOR).
 */
const ITEM_END = /[.!?\u0964\u0965]+(?=\s|$)|\u00b7/u;

/**
 * Between two blocks or list items of a page's text that do not end a sentence (pages.ts), so that a
 * snippet shows where one ends ("… in Savar · Clinical training …") and a sentence starts after it.
 */
export const ITEM_SEPARATOR = ' \u00b7 ';

/** The first word of each sentence and list item of `text`. */
export function leadingWords(text: string): string[] {
  return text.split(ITEM_END).flatMap((part) => part.match(WORD)?.[0] ?? []);
}

/**
 * The rows that hold every term, best first by their worth (Matcher.worth, with `lead` the text a
 * row's sentences are read from); rows worth the same keep the engine's order (its rank, and the
 * exact matches before what only the phonetic keys found).
 */
export function bestFirst<R extends { title: string; body: string }>(
  rows: R[],
  terms: MatchTerm[],
  lead: (row: R) => string = (row) => row.body ?? '',
): R[] {
  const matcher = new Matcher(terms);
  const scored = rows.flatMap((row, i) => {
    const score = matcher.worth(row.title ?? '', row.body ?? '', lead(row));
    return score ? [{ row, score, i }] : [];
  });
  scored.sort((a, b) => {
    for (let k = 0; k < a.score.length; k += 1) if (a.score[k] !== b.score[k]) return b.score[k]! - a.score[k]!;
    return a.i - b.i;
  });
  return scored.map((s) => s.row);
}

/** Characters of a page's text shown around the first word that matched. */
export const SNIPPET_LENGTH = 160;

/**
 * About SNIPPET_LENGTH characters of `text` around the place `Matcher.matchIndex` finds (a whole word before a
 * word that only starts with the query's, by spelling or by sound), cut at spaces, with an ellipsis
 * where it was cut; the text's beginning when no word of it meets the query (the page's title did).
 */
export function snippet(text: string, matcher: Matcher): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= SNIPPET_LENGTH) return clean;
  const at = matcher.matchIndex(clean);
  let start = at < 0 ? 0 : Math.max(0, at - 40);
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(clean.length, start + SNIPPET_LENGTH);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  // A cut next to an item separator leaves no separator at the excerpt's edge.
  const excerpt = clean
    .slice(start, end)
    .replace(/^\u00b7 /, '')
    .replace(/ \u00b7$/, '');
  return `${start > 0 ? '… ' : ''}${excerpt}${end < clean.length ? ' …' : ''}`;
}
