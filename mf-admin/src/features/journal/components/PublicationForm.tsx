// The form of a journal publication, for adding one and for editing one: title, authors (one per
// line), date, category, tags, and where it is read: a web link, a PDF, or neither (a citation).
// The server checks everything again; its sentence is shown beside the form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { JOURNAL_LIMITS, type JournalPublication } from '@gsvmc/shared-types';
import { Button, fileUrl, useErrorText, useLocale, useMessages, type Translate } from '@gsvmc/shared-kit';
import { Field, FieldGrid, FormActions, FormMessage, Input, Select, TextArea } from '../../../components/form';
import { pdfFileError } from '../../../lib/files';
import { commonMessages } from '../../../lib/messages';
import { journalMessages } from '../messages';

type Source = 'none' | 'link' | 'pdf';

interface Draft {
  title: string;
  authors: string;
  date: string;
  category: string;
  tags: string;
  source: Source;
  link: string;
}

const fromPublication = (p?: JournalPublication): Draft => ({
  title: p?.title ?? '',
  authors: p?.authors.join('\n') ?? '',
  date: p?.date ?? '',
  category: p?.category ?? '',
  tags: p?.tags.join(', ') ?? '',
  source: p?.pdfUrl ? 'pdf' : p?.link ? 'link' : 'none',
  link: p?.link ?? '',
});

type Errors = Partial<Record<'title' | 'authors' | 'date' | 'category' | 'link' | 'pdf', string>>;

function check(d: Draft, file: File | null, hasPdf: boolean, t: Translate<(typeof journalMessages)['en']>): Errors {
  const errors: Errors = {};
  if (!d.title.trim()) errors.title = t('titleRequired');
  if (!d.authors.trim()) errors.authors = t('authorsRequired');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) errors.date = t('dateRequired');
  if (!d.category.trim()) errors.category = t('categoryRequired');
  if (d.source === 'link' && !/^https?:\/\/\S+$/i.test(d.link.trim())) errors.link = t('linkInvalid');
  if (d.source === 'pdf' && !file && !hasPdf) errors.pdf = t('pdfRequired');
  return errors;
}

export function PublicationForm({
  publication,
  categories,
  onSave,
  onCancel,
}: {
  /** The one being edited; none for a new publication. */
  publication?: JournalPublication;
  /** Categories in use, offered as suggestions. */
  categories: string[];
  /** Saves the publication; `signal` aborts the request (Cancel upload while a PDF is being sent). */
  onSave: (body: FormData, signal: AbortSignal) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const t = useMessages(journalMessages);
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState(() => fromPublication(publication));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops a PDF still being sent.
  useEffect(() => () => running.current?.abort(), []);
  const idPrefix = publication ? `publication-${publication._id}` : 'publication-new';
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const found = check(draft, file, Boolean(publication?.pdfUrl), t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
    setSaving(true);
    const controller = new AbortController();
    running.current = controller;
    try {
      await onSave(body, controller.signal);
      if (!publication) {
        setDraft(fromPublication());
        setFile(null);
      }
    } catch (error) {
      setServerError(controller.signal.aborted ? tc('uploadCancelled') : errorText(error, t('saveFailed')));
    } finally {
      running.current = null;
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={publication ? t('editForm', { title: publication.title }) : t('addHeading')}
    >
      <Field label={t('title')} required error={errors.title}>
        <Input
          id={`${idPrefix}-title`}
          value={draft.title}
          maxLength={JOURNAL_LIMITS.titleChars}
          onChange={(e) => set('title')(e.target.value)}
        />
      </Field>
      <FieldGrid $min={220}>
        <Field label={t('authors')} required error={errors.authors} hint={t('authorsHint')}>
          <TextArea
            id={`${idPrefix}-authors`}
            rows={3}
            value={draft.authors}
            onChange={(e) => set('authors')(e.target.value)}
          />
        </Field>
        <Field label={t('date')} required error={errors.date}>
          <Input id={`${idPrefix}-date`} type="date" value={draft.date} onChange={(e) => set('date')(e.target.value)} />
        </Field>
        <Field label={t('category')} required error={errors.category}>
          <Input
            id={`${idPrefix}-category`}
            list={`${idPrefix}-categories`}
            value={draft.category}
            maxLength={JOURNAL_LIMITS.categoryChars}
            onChange={(e) => set('category')(e.target.value)}
          />
        </Field>
        <Field label={t('tags')} hint={t('tagsHint')}>
          <Input id={`${idPrefix}-tags`} value={draft.tags} onChange={(e) => set('tags')(e.target.value)} />
        </Field>
      </FieldGrid>
      <datalist id={`${idPrefix}-categories`}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field label={t('source')}>
        <Select
          id={`${idPrefix}-source`}
          value={draft.source}
          onChange={(e) => setDraft((d) => ({ ...d, source: e.target.value as Source }))}
        >
          <option value="none">{t('sourceNone')}</option>
          <option value="link">{t('sourceLink')}</option>
          <option value="pdf">{t('sourcePdf')}</option>
        </Select>
      </Field>
      {draft.source === 'link' && (
        <Field label={t('link')} required error={errors.link}>
          <Input
            id={`${idPrefix}-link`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.link}
            onChange={(e) => set('link')(e.target.value)}
          />
        </Field>
      )}
      {draft.source === 'pdf' && (
        <Field
          label={t('pdf')}
          required={!publication?.pdfUrl}
          error={errors.pdf}
          hint={
            publication?.pdfUrl ? (
              <>
                {t('pdfNow')}
                <a href={fileUrl(publication.pdfUrl)}>{t('storedPdf')}</a>
                {t('pdfReplace')}
              </>
            ) : undefined
          }
        >
          <Input
            id={`${idPrefix}-pdf`}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              const problem = chosen ? pdfFileError(chosen, locale) : undefined;
              setErrors((old) => ({ ...old, pdf: problem }));
              setFile(problem ? null : chosen);
            }}
          />
        </Field>
      )}
      <FormActions>
        <Button type="submit" disabled={saving}>
          {saving ? tc('saving') : publication ? t('saveChanges') : t('addPublication')}
        </Button>
        {saving && draft.source === 'pdf' && file ? (
          <Button $variant="ghost" onClick={() => running.current?.abort()}>
            {tc('cancelUpload')}
          </Button>
        ) : (
          onCancel && (
            <Button $variant="ghost" onClick={onCancel} disabled={saving}>
              {tc('cancel')}
            </Button>
          )
        )}
      </FormActions>
      {serverError && (
        <FormMessage $kind="error" role="alert">
          {serverError}
        </FormMessage>
      )}
    </form>
  );
}
