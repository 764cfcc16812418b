// Whether a query word sounds like a Bengali word of a hit, vowels included. The phonetic keys
// (phonetic.ts) keep only consonants, so that the index can hold them as plain text and the vowels
// phone typists write in many ways do not split one word into many; but a key alone is too coarse
// to decide a match: without their vowels "chuti" (ছুটি) begins like ছাত্রাবাস, "xyzzy" is কাজ and
// "qwerty" কর্তা. The keys only gather candidates; each is read again here, with its vowels in three
// coarse classes that Banglish keeps apart however it spells them:
//
//   A: a, o, e (আ, অ, এ, ও: "bhorti", "borti", "bebostha")   I: i, ee, y (ই, ঈ)   U: u, oo, w (উ, ঊ)
//
// The inherent vowel, which Bengali script never writes, may be written or not ("granthagar",
// "gronthagar", "chatrabas"), and so may the য-ফলা, ব-ফলা and য় glides; every other vowel must be
// there, in its class. Consonants are the keys' letters, with the same foldings.
import { CONSONANTS, HASANTA, NUKTA } from './phonetic';

/** One sound of a Bengali word: a key letter (lower case) or a vowel class (A, I or U). */
export interface Sound {
  s: string;
  /** A sound Latin may leave out: the inherent vowel, a glide. */
  optional: boolean;
}

/** Vowel signs as their classes ("oi" and "ou" are two sounds). */
const SIGNS: Record<string, string> = {
  '\u09be': 'A',
  '\u09bf': 'I',
  '\u09c0': 'I',
  '\u09c1': 'U',
  '\u09c2': 'U',
  '\u09c7': 'A',
  '\u09c8': 'AI',
  '\u09cb': 'A',
  '\u09cc': 'AU',
};

/** Independent vowels, as the signs. */
const VOWELS: Record<string, string> = {
  অ: 'A',
  আ: 'A',
  ই: 'I',
  ঈ: 'I',
  উ: 'U',
  ঊ: 'U',
  এ: 'A',
  ঐ: 'AI',
  ও: 'A',
  ঔ: 'AU',
};

/** ঋ and its sign ৃ: "ri" ("krishi", "britti": বৃত্তি is not ভর্তি). */
const RI = new Set(['ঋ', '\u09c3']);
/** Precomposed nukta letters, as their decomposed forms. */
const PRECOMPOSED: Record<string, string> = { '\u09dc': 'ড' + NUKTA, '\u09dd': 'ঢ' + NUKTA, '\u09df': 'য' + NUKTA };
/** Joiners inside conjuncts (র‍্য): they change how a conjunct is drawn, not how it sounds. */
const JOINERS = new Set(['\u200c', '\u200d']);

/** The sounds of a Bengali word, in order; [] for a word with none of Bengali's letters. */
export function bengaliSounds(word: string): Sound[] {
  const chars = [...word.normalize('NFC').replace(/[\u09dc\u09dd\u09df]/g, (c) => PRECOMPOSED[c]!)];
  const out: Sound[] = [];
  const add = (s: string, optional = false) => {
    for (const c of s) out.push({ s: c, optional });
  };
  // The consonant before a hasanta: the next consonant joins it in a conjunct.
  let joinedTo: string | null = null;
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    if (JOINERS.has(ch)) continue;
    if (ch in CONSONANTS) {
      let key = CONSONANTS[ch]!;
      let glide = false;
      if (chars[i + 1] === NUKTA) {
        i += 1;
        if (ch === 'য') glide = true;
        else key = 'r';
      }
      const before = joinedTo;
      joinedTo = null;
      if (glide) add('I', true);
      else if (ch === 'হ') add('h', true);
      else if (before === null) add(key);
      else if (before === 'ক' && ch === 'ষ') {
        // ক্ষ is one k ("porikkha", "poriksha")
      } else if (before === 'জ' && ch === 'ঞ') {
        // জ্ঞ is "gg" or "gy" ("biggopti", "bigyopti")
        out.pop();
        add('g');
        add('I', true);
      } else if (ch === 'য') add('I', true);
      else if (ch === 'ব') {
        // ম্ব is "mb"; any other ব-ফলা is silent (স্বাস্থ্য "shastho")
        if (before === 'ম') add('b');
      } else if (key !== CONSONANTS[before]) add(key);
      while (JOINERS.has(chars[i + 1] ?? '')) i += 1;
      const next = chars[i + 1];
      if (next === HASANTA) {
        joinedTo = glide ? null : ch;
        i += 1;
      } else if (next !== undefined && next in SIGNS) {
        add(SIGNS[next]!);
        i += 1;
      } else if (next !== undefined && RI.has(next)) {
        add('rI');
        i += 1;
      } else add('A', true);
      continue;
    }
    joinedTo = null;
    if (ch in VOWELS) add(VOWELS[ch]!);
    else if (RI.has(ch)) {
      add('rI');
    } else if (ch === 'ং') add('ng');
    else if (ch === 'ৎ') add('t');
    // Chandrabindu, visarga, digits and the rest sound like nothing a Latin typist writes.
  }
  return merged(out);
}

/**
 * Neighbouring sounds of one kind are one ("ত্ত" is a t, "ingg" an n and a g); two vowels of one
 * class are one, which Latin has to write only when neither may be left out.
 */
function merged(sounds: Sound[]): Sound[] {
  const out: Sound[] = [];
  for (const sound of sounds) {
    const last = out.at(-1);
    if (last && last.s === sound.s) last.optional &&= sound.optional;
    else out.push({ ...sound });
  }
  return out;
}

/**
 * A word typed in Latin letters as sounds: the consonants as `latinKey` folds them (phonetic.ts), the
 * vowels in their classes ("oo" is u, "ee" i), doubles one. Unlike the key, which drops every h, an h
 * that is not aspiration stays, for হ, which a Bengali word may also leave unsaid: "home" is not আমার.
 */
export function latinSounds(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  w = w.replaceAll('ph', 'f').replaceAll('ksh', 'k').replaceAll('x', 'k').replaceAll('ch', 'C');
  w = w.replaceAll('oo', 'U').replaceAll('ee', 'I').replace(/[aeo]/g, 'A').replace(/[iy]/g, 'I').replace(/[uw]/g, 'U');
  // h after a consonant is its aspiration (bh, kh, sh, th); elsewhere it is হ ("hostel", "shohor").
  w = w.replace(/h+/g, 'h').replace(/(?<=[a-zC])h/g, '');
  w = w.replaceAll('c', 'k').replaceAll('C', 'c');
  w = w.replaceAll('v', 'b').replaceAll('z', 'j').replaceAll('q', 'k');
  return w.replace(/(.)\1+/g, '$1');
}

const BENGALI = /[\u0980-\u09ff]/;
const LATIN = /^[a-z]+$/i;

/**
 * A query word's sounds as one string (key letters and vowel classes), which a Bengali word's sounds
 * must spell out: a Latin word's as typed, a Bengali word's without the sounds Bengali leaves unwritten
 * (so ভর্তী, spelt another way, still meets ভর্তি). Null for digits and words of other scripts.
 */
export function querySounds(word: string): string | null {
  if (BENGALI.test(word))
    return (
      bengaliSounds(word)
        .filter((s) => !s.optional)
        .map((s) => s.s)
        .join('')
        .replace(/(.)\1+/g, '$1') || null
    );
  if (LATIN.test(word)) return latinSounds(word) || null;
  return null;
}

/** How far a query's sounds meet a word's: all of the word, or only its beginning. */
export type SoundMatch = 'whole' | 'prefix';

/**
 * Consonants a query needs before it may match the beginning of a longer word by sound; one fewer
 * when it ends in a vowel, a whole syllable (Bengali joins words: "shishu" begins শিশুরোগ).
 */
export const MIN_PREFIX_CONSONANTS = 3;

const VOWEL_CLASSES = new Set(['A', 'I', 'U']);

/**
 * Whether `query` (querySounds) spells out `word`'s sounds: 'whole' when it does, leaving out only
 * what may be left out, or when it spells out the first word of a compound (শিশুরোগ is শিশু + রোগ:
 * its beginning up to a written vowel before a consonant); 'prefix' when it spells out some other
 * beginning; else null. Either of the last two only for a query long enough (MIN_PREFIX_CONSONANTS:
 * a shorter beginning is a guess, "abc" is not অবকাঠামো).
 */
export function soundMatch(query: string, word: readonly Sound[]): SoundMatch | null {
  // best[i][j]: how query[j..] meets word[i..]: 3 whole, 2 up to a compound's first word, 1 a
  // beginning, 0 not at all.
  const best: number[][] = Array.from({ length: word.length + 1 }, () => new Array<number>(query.length + 1).fill(0));
  for (let i = word.length; i >= 0; i -= 1) {
    for (let j = query.length; j >= 0; j -= 1) {
      let result: number;
      if (j === query.length) {
        const last = word[i - 1];
        if (word.slice(i).every((s) => s.optional)) result = 3;
        else if (last && !last.optional && VOWEL_CLASSES.has(last.s) && !VOWEL_CLASSES.has(word[i]!.s)) result = 2;
        else result = 1;
      } else if (i === word.length) result = 0;
      else {
        const sound = word[i]!;
        result = sound.optional ? best[i + 1]![j]! : 0;
        if (sound.s === query[j]) result = Math.max(result, best[i + 1]![j + 1]!);
      }
      best[i]![j] = result;
    }
  }
  const found = best[0]![0]!;
  if (found === 3) return 'whole';
  const consonants = query.replace(/[AIU]/g, '').length + (/[AIU]$/.test(query) ? 1 : 0);
  if (found === 0 || consonants < MIN_PREFIX_CONSONANTS) return null;
  return found === 2 ? 'whole' : 'prefix';
}
