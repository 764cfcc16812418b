// The Basic Profile mode: the five fields and the picture, saved together (the picture after the fields).
import { DEPARTMENTS, departmentName, type Faculty, type UpdateFacultyProfileRequest } from '@gsvmc/shared-types';
import { Button, fileUrl, useLocale, useMessages } from '@gsvmc/shared-kit';
import { checkResolver, useForm, useWatch } from '@gsvmc/shared-kit/forms';
import { Field, FieldGrid, Input, Select } from '../../../components/form';
import { IMAGE_ACCEPT } from '../../../lib/files';
import { facultyMessages, sayMessage } from '../messages';
import { MESSAGES, preparedPicture } from '../facultyForm';
import { PictureChoice } from '../EditFacultyPage.styles';
import type { Save, SavePicture } from '../useFacultyRecord';
import { useReportUnsaved } from '../useUnsavedChanges';
import { EditSection, useEditMode } from './EditSection';
import { ProfileSummary } from './ProfileSummary';
import { usePictureChoice } from './usePictureChoice';

const PROFILE_KEYS = ['name', 'registrationNo', 'dateOfBirth', 'designation', 'department'] as const;
type Profile = Required<UpdateFacultyProfileRequest>;

/** The profile's fields as the form holds them: every one a string, the date without its time. */
function pickProfile(f: Faculty): Profile {
  return {
    name: f.name ?? '',
    registrationNo: f.registrationNo ?? '',
    dateOfBirth: (f.dateOfBirth ?? '').slice(0, 10),
    designation: f.designation ?? '',
    department: f.department ?? '',
  };
}

export function ProfileSection({
  faculty,
  save,
  savePicture,
}: {
  faculty: Faculty;
  save: Save;
  savePicture: SavePicture;
}) {
  const mode = useEditMode();
  const t = useMessages(facultyMessages);
  const locale = useLocale();
  const say = (message: string | undefined) => sayMessage(t, message);
  // The same required fields as the add form: an empty name would leave a blank row in the directory.
  const form = useForm<Profile>({
    defaultValues: pickProfile(faculty),
    resolver: checkResolver((d: Profile) =>
      Object.fromEntries(PROFILE_KEYS.map((key) => [key, d[key].trim() ? undefined : MESSAGES[key]])),
    ),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { register } = form;
  const errors = form.formState.errors;
  const draft = useWatch({ control: form.control }) as Profile;
  // The picture is a pending change beside the fields.
  const picture = usePictureChoice(locale);

  const open = () => {
    form.reset(pickProfile(faculty));
    picture.reset();
    mode.open();
  };

  useReportUnsaved(
    'profile',
    mode.editing && (picture.picture !== undefined || JSON.stringify(draft) !== JSON.stringify(pickProfile(faculty))),
  );

  const onSave = form.handleSubmit(async (values) => {
    if (picture.problem) return;
    // A phone's photo goes made smaller; one still too large is refused beside its field.
    let sending = picture.picture;
    if (sending instanceof File) {
      const ready = await preparedPicture(sending, locale);
      if ('problem' in ready) {
        picture.setProblem(ready.problem);
        return;
      }
      sending = ready.file;
    }
    await mode.run(async () => {
      await save(Object.fromEntries(PROFILE_KEYS.map((k) => [k, values[k].trim()])) as Profile);
      if (sending !== undefined) await savePicture(sending);
      picture.clear();
    });
  });
  const departments = (DEPARTMENTS as readonly string[]).includes(draft.department)
    ? DEPARTMENTS
    : [draft.department, ...DEPARTMENTS];

  return (
    <EditSection
      id="profile"
      title={t('basicProfile')}
      mode={mode}
      onEdit={open}
      onSave={() => void onSave()}
      view={<ProfileSummary faculty={faculty} />}
      form={
        <FieldGrid>
          <Field label={t('name')} error={say(errors.name?.message)} required>
            <Input id="edit-name" {...register('name')} disabled={mode.saving} />
          </Field>
          <Field label={t('registrationNo')} error={say(errors.registrationNo?.message)} required>
            <Input id="edit-registrationNo" {...register('registrationNo')} disabled={mode.saving} />
          </Field>
          <Field label={t('dateOfBirth')} error={say(errors.dateOfBirth?.message)} required>
            <Input
              id="edit-dateOfBirth"
              type={/^\d{4}-\d{2}-\d{2}$/.test(draft.dateOfBirth) || !draft.dateOfBirth ? 'date' : 'text'}
              {...register('dateOfBirth')}
              disabled={mode.saving}
            />
          </Field>
          <Field label={t('designation')} error={say(errors.designation?.message)} required>
            <Input id="edit-designation" {...register('designation')} disabled={mode.saving} />
          </Field>
          <Field label={t('picture')} error={picture.problem} hint={t('pictureHintEdit')}>
            <Input
              id="edit-picture"
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(e) => picture.choose(e.target.files?.[0] ?? null)}
              disabled={mode.saving}
            />
          </Field>
          <PictureChoice>
            {picture.preview ? (
              <img src={picture.preview} alt={t('previewNew')} width={72} height={72} />
            ) : picture.picture === null ? (
              <span>{t('willRemove')}</span>
            ) : faculty.facultyPicture ? (
              <>
                <img src={fileUrl(faculty.facultyPicture)} alt={t('currentPicture')} width={72} height={72} />
                <Button $variant="ghost" $small onClick={picture.remove} disabled={mode.saving}>
                  {t('removePicture')}
                </Button>
              </>
            ) : (
              <span>{t('noPicture')}</span>
            )}
          </PictureChoice>
          <Field label={t('department')} error={say(errors.department?.message)} required>
            <Select id="edit-department" {...register('department')} disabled={mode.saving}>
              <option value="">{t('selectDepartment')}</option>
              {departments.map((name) => (
                <option key={name} value={name}>
                  {departmentName(name, locale)}
                </option>
              ))}
            </Select>
          </Field>
        </FieldGrid>
      }
    />
  );
}
