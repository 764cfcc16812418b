// The add-faculty form's data and its rules (SPEC.md §5), kept apart from the markup so the rules
// and the multipart body are tested on their own.
import type { Locale } from '@gsvmc/shared-kit';
import type { FacultyKey } from './messages';
import type { CreateFacultyRequest, Publication, Qualification, WorkExperience } from '@gsvmc/shared-types';
import { imageSizeError, photoChoiceError } from '../../lib/files';
import { preparePhoto } from '../../lib/preparePhoto';

/** The add form's state: the fields of CreateFacultyRequest, with the picture not yet chosen. */
export type FacultyDraft = Omit<CreateFacultyRequest, 'facultyPicture'> & { facultyPicture: File | null };

export const emptyQualification = (): Qualification => ({ degree: '', year: '' });
export const emptyExperience = (): WorkExperience => ({ role: '', startDate: '', endDate: '' });
export const emptyPublication = (): Publication => ({ title: '', link: '' });

export const emptyDraft = (): FacultyDraft => ({
  name: '',
  registrationNo: '',
  dateOfBirth: '',
  designation: '',
  department: '',
  qualifications: [emptyQualification()],
  workExperience: [emptyExperience()],
  publications: [emptyPublication()],
  facultyPicture: null,
});

/** Error keys: scalar field names, or `list.index.field` for a row, e.g. `qualifications.0.degree`. */
export type FacultyErrors = Record<string, string>;

/** The rules' messages as keys of the faculty catalog (messages.ts): the form says them in the portal's language. */
export const MESSAGES = {
  name: 'nameRequired',
  registrationNo: 'registrationNoRequired',
  dateOfBirth: 'dateOfBirthRequired',
  designation: 'designationRequired',
  department: 'departmentRequired',
  degree: 'degreeRequired',
  year: 'yearRequired',
  role: 'roleRequired',
  startDate: 'startDateRequired',
  endDate: 'endDateRequired',
  title: 'titleRequired',
} as const satisfies Record<string, FacultyKey>;

/** Why a chosen file cannot be the picture (not an image); its size is judged on what is sent (preparedPicture). */
export function pictureError(file: File | null, locale: Locale = 'en'): string | undefined {
  return file ? photoChoiceError(file, 'picture', locale) : undefined;
}

/**
 * The picture as it is sent: a phone's photo made smaller in the browser (preparePhoto), so a portrait
 * of 9 MB or 25 MB goes as a JPEG of about 1 MB; or why it still cannot be sent (over the size limit).
 */
export async function preparedPicture(
  file: File,
  locale: Locale = 'en',
): Promise<{ file: File } | { problem: string }> {
  let ready = file;
  try {
    ready = (await preparePhoto(file)).file;
  } catch {
    // Read but not drawn (out of memory on a small phone): the picture as chosen; the server decides.
  }
  const problem = imageSizeError(ready, 'picture', locale);
  return problem ? { problem } : { file: ready };
}

const blank = (value: string | undefined) => !value || value.trim() === '';

export function validateFaculty(draft: FacultyDraft): FacultyErrors {
  const errors: FacultyErrors = {};
  for (const key of ['name', 'registrationNo', 'dateOfBirth', 'designation', 'department'] as const) {
    if (blank(draft[key])) errors[key] = MESSAGES[key];
  }
  draft.qualifications.forEach((q, i) => {
    if (blank(q.degree)) errors[`qualifications.${i}.degree`] = MESSAGES.degree;
    if (blank(q.year)) errors[`qualifications.${i}.year`] = MESSAGES.year;
  });
  draft.workExperience.forEach((w, i) => {
    if (blank(w.role)) errors[`workExperience.${i}.role`] = MESSAGES.role;
    if (blank(w.startDate)) errors[`workExperience.${i}.startDate`] = MESSAGES.startDate;
    if (blank(w.endDate)) errors[`workExperience.${i}.endDate`] = MESSAGES.endDate;
  });
  draft.publications.forEach((p, i) => {
    if (blank(p.title)) errors[`publications.${i}.title`] = MESSAGES.title;
  });
  const picture = pictureError(draft.facultyPicture);
  if (picture) errors.facultyPicture = picture;
  return errors;
}

const trimPublication = (p: Publication): Publication =>
  blank(p.link) ? { title: p.title.trim() } : { title: p.title.trim(), link: p.link!.trim() };

/** The multipart body of POST /faculty: appended field by field, the lists as JSON strings. */
export function toFormData(draft: FacultyDraft): FormData {
  const body = new FormData();
  body.append('name', draft.name.trim());
  body.append('registrationNo', draft.registrationNo.trim());
  body.append('dateOfBirth', draft.dateOfBirth);
  body.append('designation', draft.designation.trim());
  body.append('department', draft.department);
  body.append(
    'qualifications',
    JSON.stringify(draft.qualifications.map((q) => ({ degree: q.degree.trim(), year: q.year.trim() }))),
  );
  body.append(
    'workExperience',
    JSON.stringify(
      draft.workExperience.map((w) => ({ role: w.role.trim(), startDate: w.startDate, endDate: w.endDate })),
    ),
  );
  body.append('publications', JSON.stringify(draft.publications.map(trimPublication)));
  if (draft.facultyPicture) body.append('facultyPicture', draft.facultyPicture, draft.facultyPicture.name);
  return body;
}
