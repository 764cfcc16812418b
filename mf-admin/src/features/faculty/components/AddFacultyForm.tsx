// The add-faculty form of SPEC.md §2.15 with every rule of §5, checked before submit, each message
// next to its field. Sent as multipart (§7); on success the form resets and the directory below
// refreshes through the Faculty LIST tag, without a page reload.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEPARTMENTS, DESIGNATION_RANK } from '@gsvmc/shared-types';
import { Button, getErrorMessage, useToast } from '@gsvmc/shared-kit';
import { Field, FieldGrid, FormMessage, Input, Select } from '../../../components/form';
import { IMAGE_ACCEPT } from '../../../lib/files';
import { useCreateFacultyMutation } from '../facultyApi';
import {
  emptyDraft,
  pictureError,
  toFormData,
  validateFaculty,
  type FacultyDraft,
  type FacultyErrors,
} from '../facultyForm';
import { RowsEditor } from './RowsEditor';
import { PUBLICATIONS, QUALIFICATIONS, WORK_EXPERIENCE, type ListKey, type RowList } from './rowFields';

/** `onAdded` gets the new record's id, so the table can highlight it. */
export function AddFacultyForm({ onAdded }: { onAdded?: (id: string) => void } = {}) {
  const toast = useToast();
  const [createFaculty, { isLoading }] = useCreateFacultyMutation();
  const [draft, setDraft] = useState<FacultyDraft>(emptyDraft);
  const [errors, setErrors] = useState<FacultyErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const pictureInput = useRef<HTMLInputElement>(null);

  // Each preview URL is released when it is replaced or the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // A field's message goes once the admin fixes it; the others stay until the next submit.
  const dropError = (key: string) =>
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });

  const set = <K extends keyof FacultyDraft>(key: K, value: FacultyDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    dropError(key);
  };

  function updateRow<L extends ListKey>(list: L, index: number, key: string, value: string) {
    setDraft((d) => ({
      ...d,
      [list]: (d[list] as object[]).map((row, i) => (i === index ? { ...row, [key]: value } : row)),
    }));
    dropError(`${list}.${index}.${key}`);
  }

  function removeRow(list: ListKey, index: number) {
    setDraft((d) => (d[list].length > 1 ? { ...d, [list]: d[list].filter((_, i) => i !== index) } : d));
    // Row messages are keyed by index, so they would point at the wrong rows after a removal.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`${list}.`))));
  }

  function choosePicture(file: File | null) {
    const problem = pictureError(file);
    const accepted = problem ? null : file;
    setPreview(accepted ? URL.createObjectURL(accepted) : null);
    setDraft((d) => ({ ...d, facultyPicture: accepted }));
    if (!accepted && pictureInput.current) pictureInput.current.value = '';
    if (problem) setErrors((e) => ({ ...e, facultyPicture: problem }));
    else dropError('facultyPicture');
  }

  const rowsEditor = <T extends object>(list: RowList<T>, rows: T[]) => (
    <RowsEditor<T>
      idPrefix={list.idPrefix}
      legend={list.title}
      itemLabel={list.itemLabel}
      rows={rows}
      fields={list.fields}
      errors={errors}
      errorPrefix={list.key}
      onChange={(i, k, v) => updateRow(list.key, i, k, v)}
      onAdd={() => setDraft((d) => ({ ...d, [list.key]: [...d[list.key], list.makeRow()] }))}
      onRemove={(i) => removeRow(list.key, i)}
    />
  );

  function reset() {
    setDraft(emptyDraft());
    setErrors({});
    setServerError(null);
    setPreview(null);
    if (pictureInput.current) pictureInput.current.value = '';
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const found = validateFaculty(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus the first field in error, in form order.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const created = await createFaculty(toFormData(draft)).unwrap();
      toast.success('Faculty member added successfully!');
      onAdded?.(created._id);
      reset();
    } catch (error) {
      const message = getErrorMessage(error, 'Failed to add faculty member. Please try again.');
      setServerError(message);
      toast.error(message);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="add-faculty-heading">
      <Stack>
        <FieldGrid>
          <Field label="Name" required error={errors.name}>
            <Input
              id="faculty-name"
              value={draft.name}
              autoComplete="off"
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field label="Registration No" required error={errors.registrationNo}>
            <Input
              id="faculty-registrationNo"
              value={draft.registrationNo}
              autoComplete="off"
              onChange={(e) => set('registrationNo', e.target.value)}
            />
          </Field>
          <Field label="Date of Birth" required error={errors.dateOfBirth}>
            <Input
              id="faculty-dateOfBirth"
              type="date"
              value={draft.dateOfBirth}
              onChange={(e) => set('dateOfBirth', e.target.value)}
            />
          </Field>
          <Field label="Designation" required error={errors.designation}>
            <Input
              id="faculty-designation"
              list="faculty-designations"
              value={draft.designation}
              onChange={(e) => set('designation', e.target.value)}
            />
          </Field>
          <Field label="Department" required error={errors.department}>
            <Select
              id="faculty-department"
              value={draft.department}
              onChange={(e) => set('department', e.target.value)}
            >
              <option value="">Select department</option>
              {DEPARTMENTS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Picture" error={errors.facultyPicture} hint="JPEG, PNG, GIF or WebP, up to 5 MB">
            <Input
              ref={pictureInput}
              id="faculty-picture"
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(e) => choosePicture(e.target.files?.[0] ?? null)}
            />
          </Field>
        </FieldGrid>
        <datalist id="faculty-designations">
          {DESIGNATION_RANK.map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
        {preview && (
          <Preview>
            <img src={preview} alt="Preview of the selected picture" width={96} height={96} />
            <Button $variant="ghost" $small onClick={() => choosePicture(null)}>
              Remove picture
            </Button>
          </Preview>
        )}

        {rowsEditor(QUALIFICATIONS, draft.qualifications)}
        {rowsEditor(WORK_EXPERIENCE, draft.workExperience)}
        {rowsEditor(PUBLICATIONS, draft.publications)}

        <Actions>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Adding...' : 'Add Faculty'}
          </Button>
          <Button $variant="ghost" disabled={isLoading} onClick={reset}>
            Clear form
          </Button>
        </Actions>
        {Object.keys(errors).length > 0 && (
          <FormMessage $kind="error" role="status">
            Please correct the highlighted fields.
          </FormMessage>
        )}
        {serverError && (
          <FormMessage $kind="error" role="alert">
            {serverError}
          </FormMessage>
        )}
      </Stack>
    </form>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 18px;
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
