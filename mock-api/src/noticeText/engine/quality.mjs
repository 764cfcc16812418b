// Is a PDF's own text what a reader sees? Three ways it is not, each common in Bangladeshi notices:
// no text at all (a scan), glyphs without a Unicode mapping or in visual order (a Bengali PDF made
// by a tool that does not write ActualText), and a legacy ASCII font (SutonnyMJ and other Bijoy
// fonts draw Bengali from Latin codes, so the text says "cixÿv" where the page shows "পরীক্ষা").

/** Fewer letters than this on a page means there is no text layer worth keeping. */
export const MIN_LETTERS_PER_PAGE = 20;

const BENGALI_CONSONANT = /[\u0995-\u09B9\u09CE\u09DC-\u09DF\u09F0\u09F1]/;
// Signs that can only follow a consonant (or, for candrabindu and visarga, a vowel).
const DEPENDENT = /[\u09BC\u09BE-\u09CC\u09CD\u09D7]/;
const INDEPENDENT_VOWEL = /[\u0985-\u0994]/;
// Codes a Bijoy/SutonnyMJ font draws as Bengali but that are rare in English text.
// (Accented letters, dashes, quotes and § are left out: English notices use them.)
const LEGACY_SYMBOLS =
  /[\u2021\u2020\u02C6\u2030\u0160\u0152\u00A1-\u00A6\u00A8-\u00BF\u00D7\u00CC-\u00CF\u00D2-\u00D6\u00DC-\u00DF\u00FF\u02DC\u201E`]/g;

/**
 * @param {string} text one page's text
 * @returns {{ ok: boolean, reason: 'empty' | 'unmapped' | 'bengali-order' | 'legacy-font' | null, letters: number }}
 */
export function judgePageText(text) {
  const letters = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  if (letters < MIN_LETTERS_PER_PAGE) return { ok: false, reason: 'empty', letters };
  const chars = [...text].filter((c) => !/\s/.test(c));
  // Control characters and U+FFFD are glyphs with no Unicode mapping; private-use codes likewise.
  const unmapped = chars.filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff);
  }).length;
  if (unmapped / chars.length > 0.005) return { ok: false, reason: 'unmapped', letters };

  const bengali = chars.filter((c) => c >= '\u0980' && c <= '\u09FF').length;
  if (bengali > 0) {
    const bad = bengaliOrderErrors(text);
    const clusters = (text.match(/[\u0985-\u0994\u0995-\u09B9\u09CE\u09DC-\u09DF]/g) ?? []).length;
    if (bad / Math.max(clusters, 1) > 0.01) return { ok: false, reason: 'bengali-order', letters };
  }

  const latin = chars.filter((c) => /[A-Za-z]/.test(c));
  if (latin.length >= 30) {
    const symbols = (text.match(LEGACY_SYMBOLS) ?? []).length;
    // "া" is Bijoy's "v": in English v is about 1 % of letters, in Bijoy-coded Bengali over 8 %.
    const vShare = latin.filter((c) => c === 'v').length / latin.length;
    if (symbols / latin.length > 0.03 || (vShare > 0.06 && symbols / latin.length > 0.005))
      return { ok: false, reason: 'legacy-font', letters };
  }
  return { ok: true, reason: null, letters };
}

/** Dependent signs with nothing to attach to: a word that starts with one, or one after a space or vowel. */
export function bengaliOrderErrors(text) {
  let errors = 0;
  const cs = [...text];
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k];
    if (!DEPENDENT.test(c)) continue;
    const prev = cs[k - 1] ?? ' ';
    const ok =
      BENGALI_CONSONANT.test(prev) ||
      (c === '\u09CD' && prev === '\u09BC') ||
      (c === '\u09BC' && BENGALI_CONSONANT.test(prev)) ||
      (c !== '\u09CD' && prev === '\u09BC') ||
      // য-ফলা after a vowel (অ্যা) is written that way
      (c === '\u09CD' && INDEPENDENT_VOWEL.test(prev));
    if (!ok) errors++;
  }
  return errors;
}
