import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { json, mockFetch } from '../../test/mockFetch';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { tokenStorage } from '../auth/tokenStorage';
import { Standalone } from './Standalone';

const admin = {
  _id: '1',
  username: 'admin',
  email: 'a@b.c',
  role: 'admin' as const,
  createdAt: '2026-01-01T00:00:00Z',
};

const app = (
  <Standalone
    name="mf-test"
    links={[{ to: '/one', label: 'Page one' }]}
    routes={[{ path: '/one', element: <h1>One</h1> }]}
  />
);

beforeEach(() => {
  window.localStorage.clear();
  setRuntimeConfig({ apiBaseUrl: '/api' });
});

describe('Standalone (every remote’s dev page)', () => {
  it('shows the bar of the remote’s pages and the page', () => {
    mockFetch({});
    renderWithProviders(app, { route: '/one' });
    const bar = screen.getByRole('navigation', { name: 'mf-test pages (standalone)' });
    expect(bar).toHaveTextContent('mf-test (standalone)');
    expect(screen.getByRole('link', { name: 'Page one' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
  });

  it('says when a page belongs to another part of the site', () => {
    mockFetch({});
    renderWithProviders(app, { route: '/elsewhere' });
    expect(screen.getByText(/not part of the standalone mf-test/)).toBeInTheDocument();
  });

  it('signs in through the login endpoint, which stores the session', async () => {
    mockFetch({ 'POST /auth/login': () => json({ token: 'tok', user: admin }) });
    const { store } = renderWithProviders(app, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as admin')).toBeInTheDocument();
    expect(store.getState().auth.isAdmin).toBe(true);
    expect(tokenStorage.get()).toBe('tok');
  });

  it('restores a stored session on load', async () => {
    tokenStorage.set('stored');
    mockFetch({ 'GET /auth/profile': () => json(admin) });
    renderWithProviders(app, { route: '/one' });
    expect(await screen.findByText('Signed in as admin')).toBeInTheDocument();
  });
});
