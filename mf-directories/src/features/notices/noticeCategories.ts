// The notice categories as visitors read them, in the page's language.
import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICE_CATEGORY_LABELS_BN,
  type NoticeCategory,
} from '@gsvmc/shared-types';
import type { Locale } from '@gsvmc/shared-kit';

export const isCategory = (value: string | null): value is NoticeCategory =>
  (NOTICE_CATEGORIES as readonly (string | null)[]).includes(value);

/** A category's name in a language; an unknown one (an older record) reads as General. */
export function categoryName(category: NoticeCategory, locale: Locale): string {
  const labels = locale === 'bn' ? NOTICE_CATEGORY_LABELS_BN : NOTICE_CATEGORY_LABELS;
  return labels[category] ?? labels.general;
}
