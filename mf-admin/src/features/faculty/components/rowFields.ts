// The three lists of a faculty record, described once for the add form and the edit page: the
// list's key in the record (also its error-key prefix and the edit section's id), its heading, the
// singular noun of a row, the add form's input id prefix, the fields of a row and an empty row.
import type { FacultyKey } from '../messages';
import type { Publication, Qualification, WorkExperience } from '@gsvmc/shared-types';
import { emptyExperience, emptyPublication, emptyQualification } from '../facultyForm';
import type { RowField } from './RowsEditor';

export type ListKey = 'qualifications' | 'workExperience' | 'publications';

export interface RowList<T> {
  key: ListKey;
  title: FacultyKey;
  itemLabel: FacultyKey;
  idPrefix: string;
  fields: RowField<T>[];
  makeRow: () => T;
}

export const QUALIFICATIONS: RowList<Qualification> = {
  key: 'qualifications',
  title: 'qualifications',
  itemLabel: 'qualification',
  idPrefix: 'qualification',
  fields: [
    { key: 'degree', label: 'degree', required: true, placeholder: 'degreeExample' },
    { key: 'year', label: 'year', required: true, inputMode: 'numeric', placeholder: 'yearExample' },
  ],
  makeRow: emptyQualification,
};

export const WORK_EXPERIENCE: RowList<WorkExperience> = {
  key: 'workExperience',
  title: 'workExperience',
  itemLabel: 'experience',
  idPrefix: 'experience',
  fields: [
    { key: 'role', label: 'role', required: true },
    // Text, not date inputs: a current post ends "Present", as in the seeded records.
    { key: 'startDate', label: 'startDate', required: true, placeholder: 'YYYY-MM-DD' },
    { key: 'endDate', label: 'endDate', required: true, placeholder: 'endDateExample' },
  ],
  makeRow: emptyExperience,
};

export const PUBLICATIONS: RowList<Publication> = {
  key: 'publications',
  title: 'publications',
  itemLabel: 'publication',
  idPrefix: 'publication',
  fields: [
    { key: 'title', label: 'title', required: true },
    { key: 'link', label: 'link', type: 'url', inputMode: 'url', placeholder: 'https://...' },
  ],
  makeRow: emptyPublication,
};
