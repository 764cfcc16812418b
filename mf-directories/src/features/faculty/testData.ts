import type { Faculty } from '@gsvmc/shared-types';

let seq = 0;
export function faculty(over: Partial<Faculty> & Pick<Faculty, 'name'>): Faculty {
  seq += 1;
  return {
    _id: `f${seq}`,
    registrationNo: `REG-${seq}`,
    dateOfBirth: '1975-03-04',
    designation: 'Lecturer',
    department: 'Anatomy',
    qualifications: [{ degree: 'MBBS', year: '2000' }],
    workExperience: [],
    publications: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
