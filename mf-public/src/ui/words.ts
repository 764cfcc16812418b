const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Small numbers in words, as prose reads them ("a five-year programme"); digits above ten. */
export const inWords = (n: number) => WORDS[n] ?? String(n);
