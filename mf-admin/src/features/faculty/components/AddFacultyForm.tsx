// The add-faculty form of SPEC.md §2.15 with every rule of §5, checked before submit, each message
// next to its field. Sent as multipart (§7); on success the form resets and the directory below
// refreshes through the Faculty LIST tag, without a page reload.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEPARTMENTS, DESIGNATION_RANK, departmentName } from '@gsvmc/shared-types';
import { Button, useLocale, useMessages, useToast } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { facultyMessages, sayMessage } from '../messages';
import { checkResolver, useForm } from '@gsvmc/shared-kit/forms';
import { Field, FieldGrid, FormMessage, Input, Select } from '../../../components/form';
import { IMAGE_ACCEPT } from '../../../lib/files';
import { useCreateFacultyMutation } from '../facultyApi';
import {
  emptyDraft,
  pictureError,
  preparedPicture,
  toFormData,
  validateFaculty,
  type FacultyDraft,
} from '../facultyForm';
import { RowsEditor } from './RowsEditor';
import { useFieldMessages } from './useFieldMessages';
import { PUBLICATIONS, QUALIFICATIONS, WORK_EXPERIENCE, type RowList } from './rowFields';

/** `onAdded` gets the new record's id, so the table can highlight it. */
export function AddFacultyForm({ onAdded }: { onAdded?: (id: string) => void } = {}) {
  const toast = useToast();
  const t = useMessages(facultyMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  const [createFaculty, { isLoading }] = useCreateFacultyMutation();
  // validateFaculty's messages, set on submit; each goes once its field changes (below).
  const form = useForm<FacultyDraft>({
    defaultValues: emptyDraft(),
    resolver: checkResolver(validateFaculty),
    reValidateMode: 'onSubmit',
    // Focus goes to the first field in error in form order, the picture included (below).
    shouldFocusError: false,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const say = (message: string | undefined) => sayMessage(t, message);
  const [serverError, setServerError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const pictureInput = useRef<HTMLInputElement>(null);

  // Each preview URL is released when it is replaced or the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  useFieldMessages(form, formElement);

  function choosePicture(file: File | null) {
    const problem = pictureError(file, locale);
    const accepted = problem ? null : file;
    setPreview(accepted ? URL.createObjectURL(accepted) : null);
    form.setValue('facultyPicture', accepted);
    if (!accepted && pictureInput.current) pictureInput.current.value = '';
    // After setValue, whose change clears the old message.
    if (problem) form.setError('facultyPicture', { message: problem });
  }

  const rowsEditor = <T extends object>(list: RowList<T>) => (
    <RowsEditor<T, FacultyDraft>
      form={form}
      name={list.key}
      idPrefix={list.idPrefix}
      legend={t(list.title)}
      itemLabel={t(list.itemLabel)}
      fields={list.fields}
      makeRow={list.makeRow}
    />
  );

  function reset() {
    form.reset(emptyDraft());
    setServerError(null);
    setPreview(null);
    if (pictureInput.current) pictureInput.current.value = '';
  }

  const onSubmit = form.handleSubmit(
    async (draft) => {
      setServerError(null);
      // A phone's photo goes made smaller; one still too large is refused beside its field.
      let facultyPicture = draft.facultyPicture;
      if (facultyPicture) {
        const ready = await preparedPicture(facultyPicture, locale);
        if ('problem' in ready) {
          form.setError('facultyPicture', { message: ready.problem });
          pictureInput.current?.focus();
          return;
        }
        facultyPicture = ready.file;
      }
      try {
        const created = await createFaculty(toFormData({ ...draft, facultyPicture })).unwrap();
        toast.success(t('added'));
        onAdded?.(created._id);
        reset();
      } catch (error) {
        const message = errorText(error, t('addFailed'));
        setServerError(message);
        toast.error(message);
      }
    },
    () => setServerError(null),
  );

  return (
    <form ref={formElement} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="add-faculty-heading">
      <Stack>
        <FieldGrid>
          <Field label={t('name')} required error={say(errors.name?.message)}>
            <Input id="faculty-name" autoComplete="off" {...register('name')} />
          </Field>
          <Field label={t('registrationNo')} required error={say(errors.registrationNo?.message)}>
            <Input id="faculty-registrationNo" autoComplete="off" {...register('registrationNo')} />
          </Field>
          <Field label={t('dateOfBirth')} required error={say(errors.dateOfBirth?.message)}>
            <Input id="faculty-dateOfBirth" type="date" {...register('dateOfBirth')} />
          </Field>
          <Field label={t('designation')} required error={say(errors.designation?.message)}>
            <Input id="faculty-designation" list="faculty-designations" {...register('designation')} />
          </Field>
          <Field label={t('department')} required error={say(errors.department?.message)}>
            <Select id="faculty-department" {...register('department')}>
              <option value="">{t('selectDepartment')}</option>
              {DEPARTMENTS.map((name) => (
                <option key={name} value={name}>
                  {departmentName(name, locale)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('picture')} error={say(errors.facultyPicture?.message)} hint={t('pictureHint')}>
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
            <img src={preview} alt={t('previewSelected')} width={96} height={96} />
            <Button $variant="ghost" $small onClick={() => choosePicture(null)}>
              {t('removePicture')}
            </Button>
          </Preview>
        )}

        {rowsEditor(QUALIFICATIONS)}
        {rowsEditor(WORK_EXPERIENCE)}
        {rowsEditor(PUBLICATIONS)}

        <Actions>
          <Button type="submit" disabled={isLoading || formState.isSubmitting}>
            {isLoading || formState.isSubmitting ? t('adding') : t('addFaculty')}
          </Button>
          <Button $variant="ghost" disabled={isLoading} onClick={reset}>
            {t('clearForm')}
          </Button>
        </Actions>
        {Object.keys(errors).length > 0 && (
          <FormMessage $kind="error" role="status">
            {t('correctFields')}
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
