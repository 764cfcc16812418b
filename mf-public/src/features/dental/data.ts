// Editable content of the Dental unit page (SPEC.md §2.12).
import { DENTAL_DEPARTMENTS, type DentalFacultyEntry } from '@gsvmc/shared-types';

export const DENTAL_FACTS = {
  dentalCollegeStarted: 1997,
  firstSession: '2012-2013',
};

export interface DentalFacultyCard extends DentalFacultyEntry {
  /** A stand-in entry: shown with a "Sample entry" mark, and its contact details are not links. */
  isSample: boolean;
}

const POSITIONS = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer'] as const;

/**
 * SPEC.md §2.12 and §9: a fixed list of 15 faculty cards. SAMPLE ENTRIES: SPEC.md does not give the
 * people, so every field below is a placeholder (no real person is named). Replace each entry with
 * the real name, qualification, position, department, registration number, mobile, email and image
 * (an image URL or a path under /uploads/...; empty shows the initials) and set isSample to false.
 */
export const DENTAL_FACULTY: DentalFacultyCard[] = Array.from({ length: 15 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    name: `Faculty Member ${n}`,
    qualification: 'BDS (sample)',
    position: POSITIONS[i % POSITIONS.length]!,
    department: DENTAL_DEPARTMENTS[i % DENTAL_DEPARTMENTS.length]!,
    registration: `SAMPLE-${n}`,
    mobile: `+880 1XXX-XXX0${n}`,
    email: `dental.faculty${n}@example.org`,
    image: '',
    isSample: true,
  };
});
