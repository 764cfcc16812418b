// The alumni directory as the server draws it and the browser takes it over: a phone gets the cards
// from the first paint (with JavaScript off too, never a table wider than the screen), hydrating moves
// nothing, and what the visitor did before the script ran (a card opened, words typed, a year chosen)
// is kept.
import { screen, waitFor, within } from '@testing-library/react';
import type { Alumni } from '@gsvmc/shared-types';
import { makeStore } from '@gsvmc/shared-kit';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { serverPageEachTest } from '@gsvmc/shared-kit/test/serverPage';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { getDisclosure, isOpen } from '@gsvmc/shared-kit/test/disclosure';
import { setViewportWidth } from '../../test/matchMedia';
import { alumniApi } from './alumniApi';
import AlumniDirectoryPage, { ALUMNI_PAGE_SIZE } from './AlumniDirectoryPage';

// The search waits for a 300 ms pause: a bound against a hang on a busy machine, not a measurement.
jest.setTimeout(60_000);

const rahim: Alumni = {
  _id: 'a1',
  fullName: 'Rahim Uddin',
  graduationYear: 2012,
  degree: 'MBBS',
  major: 'Medicine',
  email: 'rahim@example.org',
  phone: '+880 1711-000000',
  location: 'Dhaka',
};
const karima: Alumni = { _id: 'a2', fullName: 'Karima Begum', graduationYear: 2018, degree: 'BDS', major: 'Dentistry' };
const salma: Alumni = { _id: 'a3', fullName: 'Salma Akter', graduationYear: 2012, degree: 'MBBS', major: 'Medicine' };

/** Every style rule that applies to `element`, with the media condition it sits under (null: none). */
function rulesFor(element: Element): { media: string | null; style: CSSStyleDeclaration }[] {
  const found: { media: string | null; style: CSSStyleDeclaration }[] = [];
  const visit = (rules: CSSRuleList, media: string | null) => {
    for (const rule of Array.from(rules)) {
      if ('media' in rule && 'cssRules' in rule) {
        const inner = rule as CSSMediaRule;
        visit(inner.cssRules, inner.media.mediaText);
      } else if ('selectorText' in rule && 'style' in rule) {
        const style = rule as CSSStyleRule;
        if (element.matches(style.selectorText)) found.push({ media, style: style.style });
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, null);
  return found;
}

/** The media conditions under which CSS hides `element` (itself or a box around it). */
function hiddenWhen(element: Element): string[] {
  const conditions: string[] = [];
  for (let at: Element | null = element; at; at = at.parentElement)
    for (const { media: when, style } of rulesFor(at)) if (style.display === 'none') conditions.push(when ?? 'always');
  return conditions.map((c) => c.replace(/\s+/g, ''));
}

/** The server's page at a route, hydrated; `before` acts on it as a visitor would before the script runs. */
const serverPage = serverPageEachTest({
  path: '/alumniTable',
  Page: AlumniDirectoryPage,
  store: async () => {
    const store = makeStore();
    await store.dispatch(alumniApi.endpoints.getAlumniPage.initiate({ page: 1, pageSize: ALUMNI_PAGE_SIZE }));
    return store;
  },
});

beforeEach(() => {
  mockFetch({ 'GET /alumni': () => json({ data: [rahim, karima, salma] }) });
});

describe('AlumniDirectoryPage from the server', () => {
  it('draws the cards and the table, CSS showing the cards below 768 px and the table from there', async () => {
    await serverPage('/alumniTable', (page) => {
      const list = within(page).getByRole('list', { name: 'Medicine alumni' });
      const table = within(page).getByRole('table', { name: 'Medicine alumni' });
      expect(hiddenWhen(list)).toEqual(['(min-width:768px)']);
      expect(hiddenWhen(table)).toEqual(['(max-width:767.98px)']);
      // Each card opens without the script: a native <details>.
      expect(getDisclosure(list, /^Rahim Uddin/).closest('details')).toBeInTheDocument();
    });
  });

  it('on a phone keeps the card opened before hydration, open, and drops the hidden table', async () => {
    setViewportWidth(360);
    let opened: HTMLElement | undefined;
    await serverPage('/alumniTable', (page) => {
      opened = getDisclosure(page, /^Rahim Uddin/);
      opened.closest('details')!.open = true;
    });
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Medicine alumni' });
    // The same element, still open: hydrating moved nothing.
    expect(getDisclosure(list, /^Rahim Uddin/)).toBe(opened);
    expect(isOpen(opened!)).toBe(true);
    expect(hiddenWhen(list)).toEqual([]);
  });

  it('on a wide screen keeps the table and drops the hidden cards', async () => {
    setViewportWidth(1280);
    await serverPage('/alumniTable');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Medicine alumni' })).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Medicine alumni' });
    expect(hiddenWhen(table)).toEqual([]);
  });

  it('keeps and applies words typed and a year chosen before the script ran, both in the address', async () => {
    setViewportWidth(1280);
    await serverPage('/alumniTable', (page) => {
      within(page).getByLabelText<HTMLInputElement>('Search alumni').value = 'akter';
      within(page).getByLabelText<HTMLSelectElement>('Graduation year').value = '2012';
    });
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Salma Akter']));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/alumniTable\?q=akter&year=2012$/);
    expect(screen.getByLabelText('Search alumni')).toHaveValue('akter');
    expect(screen.getByLabelText('Graduation year')).toHaveValue('2012');
  });
});

describe('AlumniDirectoryPage contact links', () => {
  it('are at least 44 × 44 px on a phone or a touch screen', async () => {
    setViewportWidth(375);
    renderWithProviders(<AlumniDirectoryPage />, { route: '/alumniTable' });
    const list = await screen.findByRole('list', { name: 'Medicine alumni' });
    for (const name of ['Email Rahim Uddin', 'Call Rahim Uddin']) {
      const link = within(list).getByRole('link', { name, hidden: true });
      const touch = rulesFor(link).filter(
        (r) => r.media?.replace(/\s+/g, '') === '(max-width:767.98px),(pointer:coarse)',
      );
      expect(touch).toHaveLength(1);
      expect(touch[0]!.style.getPropertyValue('min-height')).toBe('44px');
      expect(touch[0]!.style.getPropertyValue('min-width')).toBe('44px');
    }
  });
});
