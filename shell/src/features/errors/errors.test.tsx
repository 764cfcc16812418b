import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderApp, resetShell } from '../../../test/renderApp';
import { setRemoteModule } from '../../../test/stubs/mfRuntime';

/** The search page as a stand-in that shows the query it was opened with. */
function SearchStub() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

describe('not-found and unauthorized pages', () => {
  beforeEach(() => resetShell());

  it('shows "Page not found" inside the frame for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · GSVMC');
  });

  it('offers a search box that is a GET form to /search, and five ways on', async () => {
    renderApp('/no/such/page');
    const form = await screen.findByRole('search', { name: 'Search the site' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    const box = within(form).getByLabelText('Search the college’s pages, notices, faculty and departments');
    expect(box).toHaveAttribute('name', 'q');
    const ways = within(screen.getByRole('navigation', { name: 'Where to go next' })).getAllByRole('link');
    expect(ways.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Notice board', '/notice'],
      ['Admission', '/admission'],
      ['Faculty', '/facultyTable'],
      ['Departments', '/departments'],
      ['Contact', '/contact'],
    ]);
  });

  it('searches from the not-found page inside the app when the script runs', async () => {
    // React builds `new FormData(form, submitter)` for a submitted form; the test environment's
    // FormData is Node's, which cannot read a jsdom form (a browser's can). This page reads the box.
    const NodeFormData = FormData;
    global.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    } as typeof FormData;
    setRemoteModule('mf_directories/SearchPage', async () => ({ default: SearchStub }));
    try {
      renderApp('/no/such/page');
      const form = await screen.findByRole('search', { name: 'Search the site' });
      fireEvent.change(within(form).getByRole('searchbox'), { target: { value: ' hostel ' } });
      fireEvent.submit(form);
      expect(await screen.findByRole('heading', { level: 1, name: '/search?q=hostel' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    } finally {
      global.FormData = NodeFormData;
    }
  });

  it('is in Bengali under /bn, its form leading to /bn/search', async () => {
    renderApp('/no/such/page', { locale: 'bn' });
    expect(await screen.findByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'সাইটে খুঁজুন' });
    expect(form).toHaveAttribute('action', '/bn/search');
    expect(within(form).getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    const ways = within(screen.getByRole('navigation', { name: 'এরপর যেখানে যেতে পারেন' })).getAllByRole('link');
    expect(ways.map((a) => a.getAttribute('href'))).toEqual([
      '/bn/notice',
      '/bn/admission',
      '/bn/facultyTable',
      '/bn/departments',
      '/bn/contact',
    ]);
  });

  it('treats an unknown admin path as not found, without asking for mf_admin', async () => {
    renderApp('/admin/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('tells a visitor on /unauthorized to log in with an administrator account', async () => {
    renderApp('/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('points a signed-in user on /unauthorized to their profile', async () => {
    renderApp('/unauthorized', { session: 'user' });
    expect(await screen.findByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });
});
