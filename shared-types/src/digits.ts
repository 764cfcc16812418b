// Bengali digits (০-৯) beside Latin ones: one pair of functions for the pages (shared-kit's formatters
// re-export them), the seeded content and the API.
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Latin digits in a text turned into Bengali ones: "2026" → "২০২৬". */
export function bengaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)]!);
}

/** Bengali digits in a text turned into Latin ones: "২০২৬" → "2026". */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}
