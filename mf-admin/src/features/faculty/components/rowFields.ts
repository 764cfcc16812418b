import type { Publication, Qualification, WorkExperience } from '@gsvmc/shared-types';
import type { RowField } from './RowsEditor';

export const QUALIFICATION_FIELDS: RowField<Qualification>[] = [
  { key: 'degree', label: 'Degree', required: true, placeholder: 'e.g. MBBS' },
  { key: 'year', label: 'Year', required: true, inputMode: 'numeric', placeholder: 'e.g. 2012' },
];

export const EXPERIENCE_FIELDS: RowField<WorkExperience>[] = [
  { key: 'role', label: 'Role', required: true },
  { key: 'startDate', label: 'Start Date', type: 'date', required: true },
  { key: 'endDate', label: 'End Date', type: 'date', required: true },
];

export const PUBLICATION_FIELDS: RowField<Publication>[] = [
  { key: 'title', label: 'Title', required: true },
  { key: 'link', label: 'Link', type: 'url', inputMode: 'url', placeholder: 'https://...' },
];
