import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { tokenStorage } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { installMatchMedia } from '../../../test/matchMedia';
import AdminLayout from './AdminLayout';

// Whole-form journeys with typing; generous when the machine is busy.
jest.setTimeout(30_000);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLayout(route = '/admin', role: 'admin' | 'editor' = 'admin') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<p>Dashboard content</p>} />
          <Route path="upload" element={<p>Notice content</p>} />
          <Route path="faculties" element={<p>Faculty content</p>} />
          <Route path="editFaculty/:id" element={<p>Edit content</p>} />
        </Route>
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <Where />
    </>,
    { route, preloadedState: authState(role) },
  );
}

const EXPECTED_LINKS: [string, string][] = [
  ['Dashboard', '/admin'],
  ['Notice Upload', '/admin/upload'],
  ['Manage Faculties', '/admin/faculties'],
  ['Manage Alumni', '/admin/alumniUpload'],
  ['Manage Photo Gallary', '/admin/photoUpload'],
  ['Pages', '/admin/pages'],
  ['Site settings', '/admin/site'],
  ['Journal', '/admin/journal'],
  ['Alumni Imports', '/admin/alumniImports'],
  ['Trash', '/admin/trash'],
  ['Users', '/admin/users'],
  ['Audit Log', '/admin/audit'],
  ['Home', '/'],
];

describe('AdminLayout on a wide screen', () => {
  beforeEach(() => installMatchMedia(1280));

  it('shows the header, the initial badge, the six links of §2.14 with the staff pages, and the page in the outlet', () => {
    renderLayout('/admin');
    expect(screen.getAllByText('Admin Portal').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Signed in as admin' })).toHaveTextContent('A');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(EXPECTED_LINKS);
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('shows an editor every content link but not Users or the Audit Log', () => {
    renderLayout('/admin', 'editor');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(EXPECTED_LINKS.map(([label]) => label).filter((l) => l !== 'Users' && l !== 'Audit Log'));
  });

  it('highlights the current link by exact path only', () => {
    renderLayout('/admin/upload');
    expect(screen.getByRole('link', { name: 'Notice Upload' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  // Changed on purpose: the edit page belongs to Manage Faculties, and a sidebar
  // with no current link there left the admin without a sign of where they were.
  it("highlights Manage Faculties, and only it, on a faculty member's edit page", () => {
    renderLayout('/admin/editFaculty/42');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Manage Faculties']);
  });

  it('logs out: tells the server, clears the session and goes to /login', async () => {
    tokenStorage.set('tok');
    const fetchMock = mockFetch({ 'POST /auth/logout': () => json({ message: 'ok' }) });
    const { store } = renderLayout('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(fetchMock.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /auth/logout');
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(tokenStorage.get()).toBeNull();
  });
});

describe('AdminLayout below 768 px', () => {
  let viewport: ReturnType<typeof installMatchMedia>;
  beforeEach(() => {
    viewport = installMatchMedia(375);
  });

  const drawer = () => screen.queryByRole('dialog', { name: 'Admin navigation' });

  async function openDrawer() {
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawer()).toBeInTheDocument();
    return user;
  }

  it('keeps the drawer closed until the menu button opens it, then focuses inside it', async () => {
    renderLayout();
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await openDrawer();
    // Behind the open drawer (a modal dialog) the page is hidden from assistive technology, menu button included.
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes with the close button and returns focus to the menu button', async () => {
    renderLayout();
    const user = await openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes on a tap of the dimmed backdrop', async () => {
    renderLayout();
    const user = await openDrawer();
    await user.click(screen.getByTestId('admin-drawer-backdrop'));
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.queryByTestId('admin-drawer-backdrop')).not.toBeInTheDocument();
  });

  it('closes on a tap of the backdrop that comes at once, before the dialog has listened for taps outside it', () => {
    renderLayout();
    // Synchronous: no task runs between the opening tap and this one (as on a busy phone).
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawer()).toBeInTheDocument();
    const backdrop = screen.getByTestId('admin-drawer-backdrop');
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(drawer()).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    renderLayout();
    const user = await openDrawer();
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when a link is chosen, and the page changes', async () => {
    renderLayout();
    const user = await openDrawer();
    await user.click(within(drawer()!).getByRole('link', { name: 'Manage Faculties' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/faculties');
    expect(screen.getByText('Faculty content')).toBeInTheDocument();
    expect(drawer()).not.toBeInTheDocument();
  });

  it('closes when the window grows to 768 px or wider', async () => {
    renderLayout();
    await openDrawer();
    act(() => viewport.resize(800));
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    // Back on a phone, the drawer stays closed.
    act(() => viewport.resize(375));
    expect(drawer()).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the open drawer', async () => {
    renderLayout();
    const user = await openDrawer();
    const close = screen.getByRole('button', { name: 'Close menu' });
    const logout = screen.getByRole('button', { name: 'Logout' });
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(drawer()).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
