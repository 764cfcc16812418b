// The staff's Edit and Delete on each alumnus (SPEC.md §2.8) under the admin portal's rule for a row's
// actions (shared-kit's RowActions): Delete in a group of its own, set apart from Edit, in the table and
// on the cards, in both languages; the table's actions column wide enough to hold them.
import { screen, within } from '@testing-library/react';
import type { Alumni } from '@gsvmc/shared-types';
import type { Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { expectSetApart } from '@gsvmc/shared-kit/test/touchTargets';
import { setViewportWidth } from '../../test/matchMedia';
import AlumniDirectoryPage from './AlumniDirectoryPage';

// Whole-page renders on a busy 2-core machine: a bound against a hang, not a measurement.
jest.setTimeout(60_000);

const karima: Alumni = {
  _id: 'a2',
  fullName: 'Karima Begum',
  graduationYear: 2018,
  degree: 'BDS',
  major: 'Dentistry',
  jobTitle: 'Dental Surgeon',
  location: 'Savar',
};

function renderAsAdmin(locale: Locale = 'en') {
  mockFetch({ 'GET /alumni': () => json({ data: [karima] }) });
  renderWithProviders(<AlumniDirectoryPage />, {
    route: locale === 'bn' ? '/bn/admin/alumniUpload' : '/admin/alumniUpload',
    preloadedState: authState('admin'),
    locale,
  });
}

describe("AlumniDirectoryPage's Edit and Delete", () => {
  beforeEach(() => window.localStorage.clear());

  // 1280: the table; 820: cards beside the portal's sidebar; 375: cards on a phone.
  it.each([1280, 820, 375])('keeps Delete apart from Edit at %i px (RowActions)', async (width) => {
    setViewportWidth(width);
    renderAsAdmin();
    const del = await screen.findByRole('button', { name: 'Delete Karima Begum' });
    expect(screen.queryByRole('table') !== null).toBe(width >= 1100);
    expectSetApart(del, [screen.getByRole('button', { name: 'Edit Karima Begum' })]);
  });

  it('keeps them apart in Bengali too', async () => {
    setViewportWidth(1280);
    renderAsAdmin('bn');
    const del = await screen.findByRole('button', { name: 'Karima Begum-এর তথ্য মুছে ফেলুন' });
    const edit = screen.getByRole('button', { name: 'Karima Begum-এর তথ্য সম্পাদনা করুন' });
    expectSetApart(del, [edit]);
  });

  it("gives the table's actions column a fixed width that holds both, the text columns sharing the rest", async () => {
    setViewportWidth(1280);
    renderAsAdmin();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Delete Karima Begum' })).toBeInTheDocument();
    const widths = Array.from(table.querySelectorAll('col')).map((col) => col.style.width);
    expect(widths).toHaveLength(7);
    // 13rem: Edit, the gap and rule, and Delete in Bengali (the wider language), with the cell's padding.
    expect(widths.at(-1)).toBe('13rem');
    const shares = widths.slice(0, -1).map((w) => Number(w.replace(/%$/, '')));
    expect(widths.slice(0, -1).every((w) => w.endsWith('%'))).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(75);
  });
});
