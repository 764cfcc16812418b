// Admin controls of SPEC.md §2.8: template download and Excel upload with its states (§4) and
// messages (§8). Row errors are shown to the admin (SPEC.md only logged them). An upload is checked
// first (the API's dry run: rows to add, to update, skipped) and written only when Import is pressed;
// each import can then be undone from the portal's import history.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCEPTED_SPREADSHEET_EXTENSIONS,
  PATHS,
  UPLOAD_LIMITS,
  type AlumniImportPreview,
  type AlumniRowError,
} from '@gsvmc/shared-types';
import { Button, isFetchBaseQueryError, useLocale, useMessages } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { useDownloadAlumniTemplateMutation, useImportAlumniMutation, usePreviewAlumniImportMutation } from './staffApi';
import { ImportPreview } from './ImportPreview';
import { describeProblem, groupRowErrors, saveRefusedRows } from './refusedRows';
import { staffMessages } from './staff.messages';
import { Panel, Row, Hint, UploadForm, FileRow, Message, RowErrors } from './AlumniAdminTools.styles';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'cancelled' }
  | { kind: 'preview'; preview: AlumniImportPreview }
  | { kind: 'importing'; preview: AlumniImportPreview }
  | { kind: 'success'; count: number; errors: AlumniRowError[] }
  | { kind: 'failure'; message: string; errors: AlumniRowError[] };

const MAX_MB = UPLOAD_LIMITS.spreadsheetBytes / (1024 * 1024);

/** Why a chosen file cannot be sent (its message's key), or null when it can. */
export function checkSpreadsheet(file: File | null): 'selectFile' | 'onlyExcel' | 'tooLarge' | null {
  if (!file) return 'selectFile';
  const name = file.name.toLowerCase();
  if (!ACCEPTED_SPREADSHEET_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'onlyExcel';
  if (file.size > UPLOAD_LIMITS.spreadsheetBytes) return 'tooLarge';
  return null;
}

function rowErrorsOf(error: unknown): AlumniRowError[] {
  if (!isFetchBaseQueryError(error)) return [];
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as AlumniRowError[]) : [];
}

export function AlumniAdminTools() {
  const t = useMessages(staffMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  /** The sentence for checkSpreadsheet's answer. */
  const problemText = (problem: NonNullable<ReturnType<typeof checkSpreadsheet>>) =>
    problem === 'tooLarge' ? t('tooLarge', { mb: MAX_MB }) : problem === 'onlyExcel' ? t('onlyExcel') : t('selectFile');
  const [upload] = useImportAlumniMutation();
  const [check] = usePreviewAlumniImportMutation();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  // The check's upload under way, for Cancel (a slow connection and a large sheet take minutes). The
  // import itself has no Cancel: the server would finish it whatever the browser does.
  const checking = useRef<{ abort(): void } | null>(null);
  useEffect(() => () => checking.current?.abort(), []);
  const ids = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkSpreadsheet(file);
    if (problem || !file) {
      setState({ kind: 'failure', message: problemText(problem ?? 'selectFile'), errors: [] });
      return;
    }
    setState({ kind: 'loading' });
    const call = check(file);
    const stopped = { byUser: false };
    checking.current = {
      abort: () => {
        stopped.byUser = true;
        call.abort();
      },
    };
    try {
      setState({ kind: 'preview', preview: await call.unwrap() });
    } catch (error) {
      if (stopped.byUser) setState({ kind: 'cancelled' });
      else
        setState({
          kind: 'failure',
          message: errorText(error, t('uploadFailed')),
          errors: rowErrorsOf(error),
        });
    } finally {
      checking.current = null;
    }
  };

  const onImport = async (preview: AlumniImportPreview) => {
    if (!file) return;
    setState({ kind: 'importing', preview });
    try {
      const result = await upload(file).unwrap();
      setState({ kind: 'success', count: result.count, errors: result.errors ?? [] });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setState({
        kind: 'failure',
        message: errorText(error, t('uploadFailed')),
        errors: rowErrorsOf(error),
      });
    }
  };

  const shownErrors =
    state.kind === 'success' || state.kind === 'failure'
      ? state.errors
      : state.kind === 'preview' || state.kind === 'importing'
        ? state.preview.errors
        : [];
  const refused = groupRowErrors(shownErrors, locale);
  const previewing = state.kind === 'preview' || state.kind === 'importing';

  return (
    <Panel as="section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('heading')}</h2>
      <Row>
        <TemplateDownload />
        <UploadForm onSubmit={(e) => void onSubmit(e)} noValidate>
          <label htmlFor={`${ids}-file`}>{t('fileLabel')}</label>
          <FileRow>
            <input
              ref={input}
              id={`${ids}-file`}
              type="file"
              accept=".xlsx,.xls"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                const problem = chosen ? checkSpreadsheet(chosen) : null;
                if (problem) {
                  setFile(null);
                  e.target.value = '';
                  setState({ kind: 'failure', message: problemText(problem), errors: [] });
                } else {
                  setFile(chosen);
                  setState({ kind: 'idle' });
                }
              }}
            />
            <Button type="submit" disabled={state.kind === 'loading' || state.kind === 'importing'}>
              {state.kind === 'loading' ? t('uploading') : t('upload')}
            </Button>
          </FileRow>
        </UploadForm>
      </Row>
      {state.kind === 'loading' && (
        <Message role="status">
          {t('checking')}{' '}
          <Button $variant="secondary" $small onClick={() => checking.current?.abort()}>
            {t('cancelUpload')}
          </Button>
        </Message>
      )}
      {state.kind === 'cancelled' && <Message role="status">{t('cancelled')}</Message>}
      {previewing && (
        <ImportPreview
          preview={state.preview}
          fileName={file?.name ?? t('theFile')}
          busy={state.kind === 'importing'}
          onImport={() => void onImport(state.preview)}
          onCancel={() => setState({ kind: 'idle' })}
        />
      )}
      {state.kind === 'success' && (
        <Message role="status" $kind="success">
          {t('processed', { n: state.count })} <Link to={PATHS.adminAlumniImports}>{t('importHistory')}</Link>
        </Message>
      )}
      {state.kind === 'failure' && (
        <Message role="alert" $kind="error">
          {state.message}
        </Message>
      )}
      {refused.length > 0 && (
        <RowErrors aria-labelledby={`${ids}-rows`}>
          <h3 id={`${ids}-rows`}>
            {previewing ? t('willBeSkipped', { n: refused.length }) : t('notImported', { n: refused.length })}
          </h3>
          <Button $variant="secondary" $small onClick={() => saveRefusedRows(refused)}>
            {t('downloadRefused')}
          </Button>
          <ul>
            {refused.map((r) => (
              <li key={r.row}>
                {t('rowProblems', { row: r.row, problems: r.problems.map(describeProblem).join('; ') })}
              </li>
            ))}
          </ul>
        </RowErrors>
      )}
    </Panel>
  );
}

/** The import template (the spreadsheet's columns, with an example row), and why it could not be had. */
function TemplateDownload() {
  const t = useMessages(staffMessages);
  const [downloadTemplate, { isLoading: busy }] = useDownloadAlumniTemplateMutation();
  const [error, setError] = useState<string | null>(null);
  const onDownload = async () => {
    setError(null);
    try {
      await downloadTemplate().unwrap();
    } catch {
      setError(t('templateFailed'));
    }
  };
  return (
    <div>
      <Button $variant="secondary" onClick={() => void onDownload()} disabled={busy}>
        {busy ? t('downloading') : t('downloadTemplate')}
      </Button>
      <Hint>{t('templateHint')}</Hint>
      {error && (
        <Message role="alert" $kind="error">
          {error}
        </Message>
      )}
    </div>
  );
}
