// Whether a Bengali page shows any English fallback: a reader who sees English among the Bengali is
// told why (ContentPage's note), not only a screen reader (the `lang="en"` marks).
import type { Block } from '@gsvmc/shared-types';

const NUMERIC = /^[\d\s.,+%×x–-]+$/;
const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isLocalized = (value: object): value is { en: unknown; bn?: unknown } =>
  'en' in value && Object.keys(value).every((key) => key === 'en' || key === 'bn');

function anyFallback(value: unknown, key?: string): boolean {
  if (Array.isArray(value)) return value.some((item) => anyFallback(item));
  if (!value || typeof value !== 'object') return false;
  if (isLocalized(value)) {
    if (!empty(value.bn) || empty(value.en)) return false;
    // A figure that is only a number is written in Bengali digits (figureValue), not as English.
    return !(key === 'value' && typeof value.en === 'string' && NUMERIC.test(value.en));
  }
  return Object.entries(value).some(([k, v]) => anyFallback(v, k));
}

/** True when some text of these blocks has no Bengali and would show in English. */
export const hasEnglishFallback = (blocks: Block[]): boolean => anyFallback(blocks);
