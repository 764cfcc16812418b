// A coarse phonetic key, so that Bengali typed in Latin letters ("vorti", "bhorti", "porikkha") finds
// the Bengali word (ভর্তি, পরীক্ষা). Both sides fold to one key of Latin consonants:
//
//   ভর্তি  -> b r t   -> "brt"        vorti / bhorti / borti -> "brt"
//   পরীক্ষা -> p r k   -> "prk"        porikkha / porikha / porikka -> "prk"
//
// What is folded away is what phone typists write in many ways: vowels (the inherent অ is never
// written in Bengali script, and o/a, i/ee, u/oo vary in Latin), aspiration (bh, kh, th, and the
// h of হ with it), doubled letters, dental against retroflex (ত/ট, দ/ড, ন/ণ), the three sibilants
// (শ ষ স), ্য and silent ্ব, and the Latin letters that stand for one sound (v/bh, z/j, ph/f, q/k).
// Avro Phonetic's letter table is the reference for which Latin letters stand for which Bengali ones.
//
// The Bengali side is written AT WRITE TIME into the index (src/db/migrations/009_bengali.ts) by
// triggers, so it has to be plain SQL on SQLite and PostgreSQL: it is an ordered list of literal
// replacements (BENGALI_RULES), which `bengaliKeySql` nests into replace() calls and `bengaliKeys`
// applies with replaceAll: the same list in the same order gives the same text in both places
// (test/phonetic.test.ts checks this on both engines). The Latin side only ever meets queries, so it
// is ordinary code (`latinKey`).

export const HASANTA = '\u09cd';
export const NUKTA = '\u09bc';

/** Each consonant's key letter; '' for sounds the key drops. */
export const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'k',
  গ: 'g',
  ঘ: 'g',
  ঙ: 'n',
  চ: 'c',
  ছ: 'c',
  জ: 'j',
  ঝ: 'j',
  ঞ: 'n',
  ট: 't',
  ঠ: 't',
  ড: 'd',
  ঢ: 'd',
  ণ: 'n',
  ত: 't',
  থ: 't',
  দ: 'd',
  ধ: 'd',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'b',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 's',
  ষ: 's',
  স: 's',
  হ: '',
};

/** Vowels (independent and signs), marks and joiners: dropped, except ঋ/ৃ, which Latin writes "ri". */
const DROPPED = [
  ...'অআইঈউঊএঐওঔ',
  ...'\u09be\u09bf\u09c0\u09c1\u09c2\u09c3\u09c4\u09c7\u09c8\u09cb\u09cc\u09d7\u09e2\u09e3',
  '\u0981', // chandrabindu
  '\u0983', // visarga
  HASANTA,
  NUKTA,
  '\u200c',
  '\u200d',
].filter((c) => c !== '\u09c3');

function buildRules(): Array<readonly [string, string]> {
  const rules: Array<readonly [string, string]> = [];
  // Latin letters are not Bengali words: the key column holds only what Bengali text sounds like
  // (a Latin query meets the Latin text itself in the ordinary columns). Both cases, rather than
  // lower() first: engines lower-case other letters differently (SQLite only ASCII, PostgreSQL by locale).
  for (const c of 'abcdefghijklmnopqrstuvwxyz') rules.push([c, ' '], [c.toUpperCase(), ' ']);
  // Nukta letters first, in both their decomposed (NFC) and precomposed forms: য় is a vowel glide
  // ("somoy"), ড় and ঢ় are r sounds.
  rules.push(
    ['য' + NUKTA, ''],
    ['\u09df', ''],
    ['ড' + NUKTA, 'r'],
    ['\u09dc', 'r'],
    ['ঢ' + NUKTA, 'r'],
    ['\u09dd', 'r'],
  );
  // Conjuncts that Latin writes as one sound: ক্ষ "kkh"/"kh", জ্ঞ "gg"/"gy".
  rules.push(['ক' + HASANTA + 'ষ', 'k'], ['জ' + HASANTA + 'ঞ', 'g']);
  // Two joined consonants of one key are one letter in the key (ত্ত "tt", চ্ছ "cch", দ্ধ "ddh"):
  // Latin doubles them or not, and the Latin side collapses doubles.
  for (const [a, ka] of Object.entries(CONSONANTS))
    for (const [b, kb] of Object.entries(CONSONANTS)) if (ka && ka === kb) rules.push([a + HASANTA + b, ka]);
  // ম্ব is "mb"; ব-ফলা after any other consonant is silent (স্বাস্থ্য "shastho", বিশ্ব "bissho"),
  // and so is য-ফলা (ব্যবস্থা "bebostha").
  rules.push(['ম' + HASANTA + 'ব', 'mb'], [HASANTA + 'ব', ''], [HASANTA + 'য', '']);
  rules.push(['ঋ', 'r'], ['\u09c3', 'r'], ['ৎ', 't'], ['ং', 'ng']);
  for (const [c, key] of Object.entries(CONSONANTS)) rules.push([c, key]);
  for (const c of DROPPED) rules.push([c, '']);
  return rules;
}

/** The ordered replacements from text to its Bengali words' keys. */
export const BENGALI_RULES: ReadonlyArray<readonly [string, string]> = buildRules();

/** Any Bengali letter, mark or digit (the Unicode block U+0980 to U+09FF). */
const BENGALI_TEXT = /[\u0980-\u09ff]/;

/**
 * The keys of the Bengali words of `text` (other words become spaces), as the index stores them;
 * '' for text with no Bengali at all (most names and English notices), which the triggers then skip.
 */
export function bengaliKeys(text: string): string {
  if (!BENGALI_TEXT.test(text)) return '';
  let out = text;
  for (const [from, to] of BENGALI_RULES) out = out.replaceAll(from, to);
  return out;
}

/**
 * The same as `bengaliKeys`, as an SQL expression over `expr` for the given engine: replace()
 * nested once per rule, which both engines apply exactly as replaceAll does, behind a test for any
 * Bengali character (GLOB on SQLite, a regular expression on PostgreSQL), so that the 215
 * replacements run only for text that has some. Measured on SQLite at a load average of 16: about
 * 180 µs per Bengali text, 0.2 µs for the test alone, so a 5,000-row import of Latin names costs
 * about 2 ms more rather than about 2 s. */
export function bengaliKeySql(expr: string, engine: 'sqlite' | 'postgres'): string {
  let out = expr;
  for (const [from, to] of BENGALI_RULES) out = `replace(${out}, '${from}', '${to}')`;
  const hasBengali = engine === 'sqlite' ? `(${expr}) glob '*[\u0980-\u09ff]*'` : `(${expr}) ~ '[\u0980-\u09ff]'`;
  return `(case when ${hasBengali} then ${out} else '' end)`;
}

const VOWELS = /[aeiouyw]/g;

/**
 * The key of a word typed in Latin letters: ph is f; ksh and x are ক্ষ (Avro's kSh: "poriksha",
 * "porixa"); h goes (it marks aspiration, bh kh th, or is হ, which the Bengali side drops too); ch
 * is চ/ছ, and a lone c the k of English loanwords ("medical"); v is ব/ভ, z is জ/য, q is k; doubled
 * letters collapse; vowels, y and w go.
 */
export function latinKey(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  w = w.replaceAll('ph', 'f').replaceAll('ksh', 'k').replaceAll('x', 'k').replaceAll('ch', 'C').replaceAll('h', '');
  w = w.replaceAll('c', 'k').replaceAll('C', 'c').replaceAll('v', 'b').replaceAll('z', 'j').replaceAll('q', 'k');
  w = w.replace(/(.)\1+/g, '$1');
  return w.replace(VOWELS, '');
}

const BENGALI = /[\u0980-\u09ff]/;
const LATIN = /^[a-z]+$/i;

/**
 * The phonetic key of one query word: through the Bengali rules when it is Bengali (so ভর্তী and
 * পরিক্ষা, common misspellings, still meet ভর্তি and পরীক্ষা), through `latinKey` when it is Latin
 * letters; null for digits and for words whose key is empty (all vowels).
 */
export function phoneticKey(word: string): string | null {
  let key = '';
  if (BENGALI.test(word)) key = bengaliKeys(word).replace(/[^a-z]/g, '');
  else if (LATIN.test(word)) key = latinKey(word);
  return key || null;
}
