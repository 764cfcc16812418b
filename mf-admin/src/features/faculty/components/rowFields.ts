// The three lists of a faculty record, described once for the add form and the edit page: the
// list's key in the record (also its error-key prefix and the edit section's id), its heading, the
// singular noun of a row, the add form's input id prefix, the fields of a row and an empty row.
import type { Publication, Qualification, WorkExperience } from '@gsvmc/shared-types';
import { emptyExperience, emptyPublication, emptyQualification } from '../facultyForm';
import type { RowField } from './RowsEditor';

export type ListKey = 'qualifications' | 'workExperience' | 'publications';

export interface RowList<T> {
  key: ListKey;
  title: string;
  itemLabel: string;
  idPrefix: string;
  fields: RowField<T>[];
  makeRow: () => T;
}

export const QUALIFICATIONS: RowList<Qualification> = {
  key: 'qualifications',
  title: 'Qualifications',
  itemLabel: 'Qualification',
  idPrefix: 'qualification',
  fields: [
    { key: 'degree', label: 'Degree', required: true, placeholder: 'e.g. MBBS' },
    { key: 'year', label: 'Year', required: true, inputMode: 'numeric', placeholder: 'e.g. 2012' },
  ],
  makeRow: emptyQualification,
};

export const WORK_EXPERIENCE: RowList<WorkExperience> = {
  key: 'workExperience',
  title: 'Work Experience',
  itemLabel: 'Experience',
  idPrefix: 'experience',
  fields: [
    { key: 'role', label: 'Role', required: true },
    // Text, not date inputs: a current post ends "Present", as in the seeded records.
    { key: 'startDate', label: 'Start Date', required: true, placeholder: 'YYYY-MM-DD' },
    { key: 'endDate', label: 'End Date', required: true, placeholder: 'YYYY-MM-DD or Present' },
  ],
  makeRow: emptyExperience,
};

export const PUBLICATIONS: RowList<Publication> = {
  key: 'publications',
  title: 'Publications',
  itemLabel: 'Publication',
  idPrefix: 'publication',
  fields: [
    { key: 'title', label: 'Title', required: true },
    { key: 'link', label: 'Link', type: 'url', inputMode: 'url', placeholder: 'https://...' },
  ],
  makeRow: emptyPublication,
};
