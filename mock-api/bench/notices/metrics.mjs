// How close a read text is to the true text: the character error rate (edit distance over the true
// text's length, whitespace runs counted as one space, so layout is not an error) and the share of
// the true text's words found in what was read.

export const normalise = (s) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

export function editDistance(a, b) {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length];
}

export function cer(truth, read) {
  const t = normalise(truth);
  return editDistance(t, normalise(read)) / Math.max(1, [...t].length);
}

const words = (s) =>
  normalise(s)
    .split(' ')
    .map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}।]+$/gu, ''))
    .filter(Boolean);

/** Share of the true words (counted with repeats) that the read text holds. */
export function wordsFound(truth, read) {
  const want = words(truth);
  const have = new Map();
  for (const w of words(read)) have.set(w, (have.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  return want.length ? found / want.length : 1;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
