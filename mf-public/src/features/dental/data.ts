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
 * Invented names in the style of the seeded faculty ("Dr. Given Family (sample)"): SPEC.md gives
 * neither the people nor their names, and "Faculty Member 01...15" read as an unfinished template
 * (issue 13, defect 7). No real person is named.
 */
const SAMPLE_NAMES = [
  'Dr. Shirin Haque',
  'Dr. Mahmud Hasan',
  'Dr. Taslima Begum',
  'Dr. Kamrul Islam',
  'Dr. Farzana Rahman',
  'Dr. Arif Hossain',
  'Dr. Nasrin Sultana',
  'Dr. Jahid Karim',
  'Dr. Rokeya Khatun',
  'Dr. Sabbir Ahmed',
  'Dr. Lipi Sarkar',
  'Dr. Tanvir Chowdhury',
  'Dr. Moushumi Akter',
  'Dr. Rezaul Kabir',
  'Dr. Sadia Uddin',
] as const;

/**
 * SPEC.md §2.12 and §9: a fixed list of 15 faculty cards. SAMPLE ENTRIES: every field below is a
 * placeholder. Replace each entry with the real name, qualification, position, department,
 * registration number, mobile, email and image (an image URL or a path under /uploads/...; empty shows
 * the initials) and set isSample to false.
 */
export const DENTAL_FACULTY: DentalFacultyCard[] = SAMPLE_NAMES.map((given, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    name: `${given} (sample)`,
    qualification: i % 3 === 0 ? 'BDS, MS (sample)' : i % 3 === 1 ? 'BDS, FCPS (sample)' : 'BDS (sample)',
    position: POSITIONS[i % POSITIONS.length]!,
    department: DENTAL_DEPARTMENTS[i % DENTAL_DEPARTMENTS.length]!,
    registration: `SAMPLE-${n}`,
    mobile: `+880 1XXX-XXX0${n}`,
    email: `dental.faculty${n}@example.org`,
    image: '',
    isSample: true,
  };
});
