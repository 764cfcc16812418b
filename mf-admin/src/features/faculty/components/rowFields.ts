import type { Publication, Qualification, WorkExperience } from '@gsvmc/shared-types';
import type { RowField } from './RowsEditor';

export const QUALIFICATION_FIELDS: RowField<Qualification>[] = [
  { key: 'degree', label: 'Degree', required: true, placeholder: 'e.g. MBBS' },
  { key: 'year', label: 'Year', required: true, inputMode: 'numeric', placeholder: 'e.g. 2012' },
];

export const EXPERIENCE_FIELDS: RowField<WorkExperience>[] = [
  { key: 'role', label: 'Role', required: true },
  // Text, not date inputs: a current post ends "Present", as in the seeded records.
  { key: 'startDate', label: 'Start Date', required: true, placeholder: 'YYYY-MM-DD' },
  { key: 'endDate', label: 'End Date', required: true, placeholder: 'YYYY-MM-DD or Present' },
];

export const PUBLICATION_FIELDS: RowField<Publication>[] = [
  { key: 'title', label: 'Title', required: true },
  { key: 'link', label: 'Link', type: 'url', inputMode: 'url', placeholder: 'https://...' },
];
