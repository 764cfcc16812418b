// A journal publication as the form holds it (every field a string), its check before sending, and
// the request body the API takes (a PDF added, a link or PDF removed when the source changed).
import type { JournalPublication } from '@gsvmc/shared-types';
import type { Translate } from '@gsvmc/shared-kit';
import type { journalMessages } from '../messages';

export type Source = 'none' | 'link' | 'pdf';

export interface Draft {
  title: string;
  authors: string;
  date: string;
  category: string;
  tags: string;
  source: Source;
  link: string;
}

export const fromPublication = (p?: JournalPublication): Draft => ({
  title: p?.title ?? '',
  authors: p?.authors.join('\n') ?? '',
  date: p?.date ?? '',
  category: p?.category ?? '',
  tags: p?.tags.join(', ') ?? '',
  source: p?.pdfUrl ? 'pdf' : p?.link ? 'link' : 'none',
  link: p?.link ?? '',
});

export type Errors = Partial<Record<'title' | 'authors' | 'date' | 'category' | 'link' | 'pdf', string>>;

export function check(
  d: Draft,
  file: File | null,
  hasPdf: boolean,
  t: Translate<(typeof journalMessages)['en']>,
): Errors {
  const errors: Errors = {};
  if (!d.title.trim()) errors.title = t('titleRequired');
  if (!d.authors.trim()) errors.authors = t('authorsRequired');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) errors.date = t('dateRequired');
  if (!d.category.trim()) errors.category = t('categoryRequired');
  if (d.source === 'link' && !/^https?:\/\/\S+$/i.test(d.link.trim())) errors.link = t('linkInvalid');
  if (d.source === 'pdf' && !file && !hasPdf) errors.pdf = t('pdfRequired');
  return errors;
}

/** The request body for the API: trimmed fields, and what changed about where the publication is read. */
export function publicationBody(draft: Draft, file: File | null, publication?: JournalPublication): FormData {
  const body = new FormData();
  body.append('title', draft.title.trim());
  body.append('authors', draft.authors);
  body.append('date', draft.date);
  body.append('category', draft.category.trim());
  body.append('tags', draft.tags);
  if (draft.source === 'link') body.append('link', draft.link.trim());
  else if (publication?.link) body.append('link', '');
  if (draft.source === 'pdf' && file) body.append('pdf', file, file.name);
  if (draft.source !== 'pdf' && publication?.pdfUrl) body.append('removePdf', 'true');
  return body;
}
