// The form of a journal publication, for adding one and for editing one: title, authors (one per
// line), date, category, tags, and where it is read: a web link, a PDF, or neither (a citation).
// The server checks everything again; its sentence is shown beside the form.
import { useState, type FormEvent } from 'react';
import { JOURNAL_LIMITS, type JournalPublication } from '@gsvmc/shared-types';
import { Button, fileUrl, getErrorMessage } from '@gsvmc/shared-kit';
import { Field, FieldGrid, FormActions, FormMessage, Input, Select, TextArea } from '../../../components/form';
import { pdfFileError } from '../../../lib/files';

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

function check(d: Draft, file: File | null, hasPdf: boolean): Errors {
  const errors: Errors = {};
  if (!d.title.trim()) errors.title = 'Enter the title';
  if (!d.authors.trim()) errors.authors = 'Name at least one author';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) errors.date = 'Choose the publication date';
  if (!d.category.trim()) errors.category = 'Enter a category, e.g. Community Medicine';
  if (d.source === 'link' && !/^https?:\/\/\S+$/i.test(d.link.trim()))
    errors.link = 'Enter a web address starting with https:// or http://';
  if (d.source === 'pdf' && !file && !hasPdf) errors.pdf = 'Choose the PDF';
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
  onSave: (body: FormData) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(() => fromPublication(publication));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idPrefix = publication ? `publication-${publication._id}` : 'publication-new';
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const found = check(draft, file, Boolean(publication?.pdfUrl));
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
    try {
      await onSave(body);
      if (!publication) {
        setDraft(fromPublication());
        setFile(null);
      }
    } catch (error) {
      setServerError(getErrorMessage(error, 'The publication could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={publication ? `Edit “${publication.title}”` : 'Add a publication'}
    >
      <Field label="Title" required error={errors.title}>
        <Input
          id={`${idPrefix}-title`}
          value={draft.title}
          maxLength={JOURNAL_LIMITS.titleChars}
          onChange={(e) => set('title')(e.target.value)}
        />
      </Field>
      <FieldGrid $min={220}>
        <Field label="Authors" required error={errors.authors} hint="One author per line, in the order credited.">
          <TextArea
            id={`${idPrefix}-authors`}
            rows={3}
            value={draft.authors}
            onChange={(e) => set('authors')(e.target.value)}
          />
        </Field>
        <Field label="Publication date" required error={errors.date}>
          <Input id={`${idPrefix}-date`} type="date" value={draft.date} onChange={(e) => set('date')(e.target.value)} />
        </Field>
        <Field label="Category" required error={errors.category}>
          <Input
            id={`${idPrefix}-category`}
            list={`${idPrefix}-categories`}
            value={draft.category}
            maxLength={JOURNAL_LIMITS.categoryChars}
            onChange={(e) => set('category')(e.target.value)}
          />
        </Field>
        <Field label="Tags" hint="Separated by commas.">
          <Input id={`${idPrefix}-tags`} value={draft.tags} onChange={(e) => set('tags')(e.target.value)} />
        </Field>
      </FieldGrid>
      <datalist id={`${idPrefix}-categories`}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field label="Where readers find it">
        <Select
          id={`${idPrefix}-source`}
          value={draft.source}
          onChange={(e) => setDraft((d) => ({ ...d, source: e.target.value as Source }))}
        >
          <option value="none">Nowhere online (a citation only)</option>
          <option value="link">A web link</option>
          <option value="pdf">A PDF uploaded here</option>
        </Select>
      </Field>
      {draft.source === 'link' && (
        <Field label="Link" required error={errors.link}>
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
          label="PDF"
          required={!publication?.pdfUrl}
          error={errors.pdf}
          hint={
            publication?.pdfUrl ? (
              <>
                Now: <a href={fileUrl(publication.pdfUrl)}>the stored PDF</a>. Choose a file only to replace it.
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
              const problem = chosen ? pdfFileError(chosen) : undefined;
              setErrors((old) => ({ ...old, pdf: problem }));
              setFile(problem ? null : chosen);
            }}
          />
        </Field>
      )}
      <FormActions>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : publication ? 'Save changes' : 'Add publication'}
        </Button>
        {onCancel && (
          <Button $variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
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
