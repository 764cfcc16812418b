// Edit faculty (SPEC.md §2.15, §4): four independent edit modes. Each Save Changes sends only its
// part with PUT /faculty/{id} (§7); on success the local copy is updated and that mode closes; a
// failure is shown in the section and as a toast (the old site only logged it).
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEPARTMENTS,
  departmentName,
  designationName,
  safeWebLink,
  type Faculty,
  type Publication,
  type Qualification,
  type UpdateFacultyProfileRequest,
  type UpdateFacultyRequest,
  type WorkExperience,
  PATHS,
} from '@gsvmc/shared-types';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  fileUrl,
  useErrorText,
  getErrorStatus,
  useDocumentTitle,
  useGetFacultyMemberQuery,
  useLocale,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { commonMessages } from '../../lib/messages';
import { facultyMessages, sayMessage } from './messages';
import { checkResolver, useForm, useWatch } from '@gsvmc/shared-kit/forms';
import { Field, FieldGrid, Input, Select } from '../../components/form';
import {
  useRemoveFacultyPictureMutation,
  useUpdateFacultyMemberMutation,
  useUpdateFacultyPictureMutation,
} from './facultyApi';
import { EditSection, useEditMode } from './components/EditSection';
import { RowsEditor } from './components/RowsEditor';
import { PUBLICATIONS, QUALIFICATIONS, WORK_EXPERIENCE, type RowList } from './components/rowFields';
import { MESSAGES, pictureError, preparedPicture } from './facultyForm';
import { IMAGE_ACCEPT } from '../../lib/files';
import {
  UnsavedChangesContext,
  useReportUnsaved,
  useUnsavedChangesRegistry,
  useUnsavedChangesWarning,
} from './useUnsavedChanges';

type Save = (changes: UpdateFacultyRequest) => Promise<boolean>;
/** A new picture (File), the picture removed (null), or no change (undefined). */
type PictureChange = File | null | undefined;
type SavePicture = (change: File | null) => Promise<void>;

export default function EditFacultyPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const t = useMessages(facultyMessages);
  const errorText = useErrorText();
  const tc = useMessages(commonMessages);
  // currentData: this id's record only, never the previous id's while the next one loads.
  const { currentData: data, error, refetch } = useGetFacultyMemberQuery(id, { skip: !id });
  const [updateFacultyMember] = useUpdateFacultyMemberMutation();
  const [updateFacultyPicture] = useUpdateFacultyPictureMutation();
  const [removeFacultyPicture] = useRemoveFacultyPictureMutation();
  const [local, setLocal] = useState<Faculty | null>(null);
  const unsaved = useUnsavedChangesRegistry();
  useUnsavedChangesWarning(unsaved.dirty);
  useDocumentTitle(local ? t('documentTitleOf', { name: local.name }) : t('editTitle'));

  // The server's copy replaces the local one whenever it (re)loads.
  useEffect(() => {
    setLocal(data ?? null);
  }, [data]);

  const save: Save = async (changes) => {
    try {
      const updated = await updateFacultyMember({ id, changes }).unwrap();
      setLocal((current) =>
        current ? { ...current, ...changes, ...(updated && typeof updated === 'object' ? updated : {}) } : current,
      );
      toast.success(t('saved'));
      return true;
    } catch (err) {
      toast.error(errorText(err, t('updateFailed')));
      throw err;
    }
  };

  // The picture is part of the Basic Profile, sent after the other fields.
  const savePicture: SavePicture = async (change) => {
    try {
      const updated = change
        ? await updateFacultyPicture({ id, picture: change }).unwrap()
        : await removeFacultyPicture(id).unwrap();
      setLocal((current) => (current ? { ...current, facultyPicture: updated.facultyPicture } : current));
    } catch (err) {
      toast.error(errorText(err, t('pictureFailed')));
      throw err;
    }
  };

  const back = <BackLink to={PATHS.adminFaculties}>{t('back')}</BackLink>;
  const crumbs = [{ label: t('facultyManagement'), to: PATHS.adminFaculties }, { label: t('editTitle') }];

  if (!local && !error) {
    return (
      <Page>
        <PageHeader title={t('editTitle')} crumbs={crumbs} />
        <Spinner label={t('loadingDetails')} />
      </Page>
    );
  }
  // A failed background refetch keeps the page as it is; only a record never loaded shows the error.
  if (!local) {
    return (
      <Page>
        <PageHeader title={t('editTitle')} crumbs={crumbs} />
        {getErrorStatus(error) === 404 ? (
          <EmptyState>{t('notFound')}</EmptyState>
        ) : (
          <ErrorState
            message={t('detailsFailed')}
            detail={t('detailsFailedDetail')}
            retryLabel={tc('retry')}
            onRetry={() => void refetch()}
          />
        )}
        {back}
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title={t('editTitleOf', { name: local.name })} crumbs={crumbs} actions={back} />
      <UnsavedChangesContext.Provider value={unsaved.report}>
        <ProfileSection faculty={local} save={save} savePicture={savePicture} />
        <ListSection<Qualification>
          list={QUALIFICATIONS}
          rows={local.qualifications}
          toChanges={(qualifications) => ({ qualifications })}
          describe={(q) => `${q.degree} (${q.year})`}
          save={save}
        />
        <ListSection<WorkExperience>
          list={WORK_EXPERIENCE}
          rows={local.workExperience}
          toChanges={(workExperience) => ({ workExperience })}
          describe={(w) => `${w.role}: ${w.startDate} – ${w.endDate}`}
          save={save}
        />
        <ListSection<Publication>
          list={PUBLICATIONS}
          rows={local.publications}
          toChanges={(publications) => ({ publications: publications.map((p) => (p.link ? p : { title: p.title })) })}
          describe={(p) =>
            safeWebLink(p.link) ? (
              <a href={safeWebLink(p.link)!} target="_blank" rel="noopener noreferrer">
                {p.title}
              </a>
            ) : (
              p.title
            )
          }
          save={save}
        />
      </UnsavedChangesContext.Provider>
    </Page>
  );
}

const PROFILE_KEYS = ['name', 'registrationNo', 'dateOfBirth', 'designation', 'department'] as const;
type Profile = Required<UpdateFacultyProfileRequest>;

function ProfileSection({ faculty, save, savePicture }: { faculty: Faculty; save: Save; savePicture: SavePicture }) {
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
  // The picture is a pending change beside the fields, checked when chosen (as the notice PDF).
  const [picture, setPicture] = useState<PictureChange>(undefined);
  const [pictureProblem, setPictureProblem] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);

  // The preview's object URL is released when replaced or when the section closes.
  useEffect(() => {
    if (!(picture instanceof File)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const open = () => {
    form.reset(pickProfile(faculty));
    setPictureProblem(undefined);
    setPicture(undefined);
    mode.open();
  };

  useReportUnsaved(
    'profile',
    mode.editing && (picture !== undefined || JSON.stringify(draft) !== JSON.stringify(pickProfile(faculty))),
  );

  const choosePicture = (file: File | null) => {
    const problem = pictureError(file, locale);
    setPictureProblem(problem);
    setPicture(problem || !file ? undefined : file);
  };

  const onSave = form.handleSubmit(async (values) => {
    if (pictureProblem) return;
    // A phone's photo goes made smaller; one still too large is refused beside its field.
    let sending = picture;
    if (picture instanceof File) {
      const ready = await preparedPicture(picture, locale);
      if ('problem' in ready) {
        setPictureProblem(ready.problem);
        return;
      }
      sending = ready.file;
    }
    await mode.run(async () => {
      await save(Object.fromEntries(PROFILE_KEYS.map((k) => [k, values[k].trim()])) as Profile);
      if (sending !== undefined) await savePicture(sending);
      setPicture(undefined);
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
      view={
        <ProfileView>
          {faculty.facultyPicture ? (
            <img
              src={fileUrl(faculty.facultyPicture)}
              alt={t('pictureOf', { name: faculty.name })}
              width={112}
              height={112}
              loading="lazy"
            />
          ) : (
            <NoPicture aria-hidden="true">{faculty.name.trim()[0]?.toUpperCase()}</NoPicture>
          )}
          <dl>
            <dt>{t('name')}</dt>
            <dd>{faculty.name}</dd>
            <dt>{t('registrationNo')}</dt>
            <dd>{faculty.registrationNo}</dd>
            <dt>{t('dateOfBirth')}</dt>
            <dd>{faculty.dateOfBirth}</dd>
            <dt>{t('designation')}</dt>
            <dd>{designationName(faculty.designation, locale)}</dd>
            <dt>{t('department')}</dt>
            <dd>{departmentName(faculty.department, locale)}</dd>
          </dl>
        </ProfileView>
      }
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
          <Field label={t('picture')} error={pictureProblem} hint={t('pictureHintEdit')}>
            <Input
              id="edit-picture"
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(e) => choosePicture(e.target.files?.[0] ?? null)}
              disabled={mode.saving}
            />
          </Field>
          <PictureChoice>
            {preview ? (
              <img src={preview} alt={t('previewNew')} width={72} height={72} />
            ) : picture === null ? (
              <span>{t('willRemove')}</span>
            ) : faculty.facultyPicture ? (
              <>
                <img src={fileUrl(faculty.facultyPicture)} alt={t('currentPicture')} width={72} height={72} />
                <Button $variant="ghost" $small onClick={() => setPicture(null)} disabled={mode.saving}>
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

function pickProfile(f: Faculty): Profile {
  return {
    name: f.name ?? '',
    registrationNo: f.registrationNo ?? '',
    dateOfBirth: (f.dateOfBirth ?? '').slice(0, 10),
    designation: f.designation ?? '',
    department: f.department ?? '',
  };
}

function ListSection<T extends object>({
  list,
  rows,
  toChanges,
  describe,
  save,
}: {
  list: RowList<T>;
  rows: T[];
  toChanges: (rows: T[]) => UpdateFacultyRequest;
  describe: (row: T) => ReactNode;
  save: Save;
}) {
  const { key: id, fields, makeRow } = list;
  const t = useMessages(facultyMessages);
  const title = t(list.title);
  const itemLabel = t(list.itemLabel);
  const mode = useEditMode();
  const form = useForm<{ rows: T[] }>({ defaultValues: { rows: [] } });
  const draft = (useWatch({ control: form.control, name: 'rows' as never }) ?? []) as T[];
  // A row left entirely blank is no change (opening an empty list adds one).
  const filled = (list: T[]) =>
    JSON.stringify(list.filter((row) => Object.values(row).some((v) => typeof v === 'string' && v.trim() !== '')));
  useReportUnsaved(id, mode.editing && filled(draft) !== filled(rows));

  const open = () => {
    form.reset({ rows: rows.length > 0 ? rows.map((r) => ({ ...r })) : [makeRow()] } as { rows: T[] });
    mode.open();
  };

  const onSave = () => {
    // A row left entirely blank is not data; everything else is sent as typed (SPEC.md §5: no client rules here).
    const cleaned = (form.getValues() as { rows: T[] }).rows
      .map(
        (row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T,
      )
      .filter((row) => Object.values(row).some((v) => typeof v === 'string' && v !== ''));
    void mode.run(() => save(toChanges(cleaned)));
  };

  return (
    <EditSection
      id={id}
      title={title}
      mode={mode}
      onEdit={open}
      onSave={onSave}
      view={
        rows.length === 0 ? (
          <Muted>{t('noneRecorded')}</Muted>
        ) : (
          <ViewList>
            {rows.map((row, i) => (
              <li key={i}>{describe(row)}</li>
            ))}
          </ViewList>
        )
      }
      form={
        <RowsEditor<T, { rows: T[] }>
          form={form}
          name="rows"
          idPrefix={`edit-${id}`}
          legend={title}
          itemLabel={itemLabel}
          fields={fields.map((f) => ({ ...f, required: false }))}
          makeRow={makeRow}
          disabled={mode.saving}
          hideLegend
        />
      }
    />
  );
}

const Page = styled.div`
  max-width: 1000px;
`;

const BackLink = styled(Link)`
  font-weight: 600;
`;

const ProfileView = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
  align-items: flex-start;
  img {
    width: 112px;
    height: 112px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
    min-width: 0;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

const NoPicture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: 112px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primaryLight};
  color: ${({ theme }) => theme.color.primaryDark};
  font-size: 2.5rem;
  font-weight: 700;
`;

const ViewList = styled.ul`
  margin: 0;
  padding-left: 20px;
  li + li {
    margin-top: 4px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const PictureChoice = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.color.muted};
  img {
    border-radius: 50%;
    object-fit: cover;
  }
`;
