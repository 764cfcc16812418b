// Where a journal publication is read: a web link, a PDF (the stored one named, with a way to replace
// it), or neither (a citation only). Part of PublicationForm.
import type { Dispatch, SetStateAction } from 'react';
import { fileUrl, useLocale, useMessages } from '@gsvmc/shared-kit';
import { Field, Input, Select } from '../../../components/form';
import { pdfFileError } from '../../../lib/files';
import { journalMessages } from '../messages';
import type { Draft, Errors, Source } from './publicationDraft';

export function PublicationSource({
  idPrefix,
  draft,
  onChange,
  storedPdf,
  error: errors,
  onFile,
}: {
  idPrefix: string;
  draft: Draft;
  onChange: Dispatch<SetStateAction<Draft>>;
  /** The PDF the publication has now, if any. */
  storedPdf?: string;
  error: Errors;
  /** A file chosen, with the sentence that refuses it (too large, not a PDF) or undefined. */
  onFile: (file: File | null, problem: string | undefined) => void;
}) {
  const t = useMessages(journalMessages);
  const locale = useLocale();
  const set = (key: keyof Draft) => (value: string) => onChange((d) => ({ ...d, [key]: value }));
  return (
    <>
      <Field label={t('source')}>
        <Select
          id={`${idPrefix}-source`}
          value={draft.source}
          onChange={(e) => onChange((d) => ({ ...d, source: e.target.value as Source }))}
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
          required={!storedPdf}
          error={errors.pdf}
          hint={
            storedPdf ? (
              <>
                {t('pdfNow')}
                <a href={fileUrl(storedPdf)}>{t('storedPdf')}</a>
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
              onFile(chosen, chosen ? pdfFileError(chosen, locale) : undefined);
            }}
          />
        </Field>
      )}
    </>
  );
}
