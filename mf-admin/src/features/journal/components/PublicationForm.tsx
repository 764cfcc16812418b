// The form of a journal publication, for adding one and for editing one: title, authors (one per
// line), date, category, tags, and where it is read: a web link, a PDF, or neither (a citation).
// The server checks everything again; its sentence is shown beside the form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { JOURNAL_LIMITS, type JournalPublication } from '@gsvmc/shared-types';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { Field, FieldGrid, FormActions, FormMessage, Input, TextArea } from '../../../components/form';
import { commonMessages } from '../../../lib/messages';
import { journalMessages } from '../messages';
import { check, fromPublication, publicationBody, type Draft, type Errors } from './publicationDraft';
import { PublicationSource } from './PublicationSource';

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
    const body = publicationBody(draft, file, publication);
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
      <PublicationSource
        idPrefix={idPrefix}
        draft={draft}
        onChange={setDraft}
        storedPdf={publication?.pdfUrl}
        error={errors}
        onFile={(chosen, problem) => {
          setErrors((old) => ({ ...old, pdf: problem }));
          setFile(problem ? null : chosen);
        }}
      />
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
