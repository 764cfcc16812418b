import { screen } from '@testing-library/react';
import type { Faculty } from '@gsvmc/shared-types';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { expectSetApart } from '@gsvmc/shared-kit/test/touchTargets';
import { FacultyTable } from './FacultyTable';

const member: Faculty = {
  _id: 'f1',
  name: 'Dr. Rahima Akter',
  registrationNo: 'A-1001',
  dateOfBirth: '1975-04-02',
  designation: 'Professor',
  department: 'Anatomy',
  qualifications: [],
  workExperience: [],
  publications: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('FacultyTable', () => {
  it('keeps Delete apart from Edit (RowActions)', () => {
    renderWithProviders(<FacultyTable faculty={[member]} />, { preloadedState: authState('admin') });
    expectSetApart(screen.getByRole('button', { name: 'Delete Dr. Rahima Akter' }), [
      screen.getByRole('link', { name: 'Edit Dr. Rahima Akter' }),
    ]);
  });
});
