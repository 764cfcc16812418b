import { screen } from '@testing-library/react';
import { renderApp, resetShell } from '../../../test/renderApp';

describe('not-found and unauthorized pages', () => {
  beforeEach(() => resetShell());

  it('shows "Page not found" inside the frame for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · GSVMC');
  });

  it('treats an unknown admin path as not found, without asking for mf_admin', () => {
    renderApp('/admin/nothing-here');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('tells a visitor on /unauthorized to log in with an administrator account', () => {
    renderApp('/unauthorized');
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('points a signed-in user on /unauthorized to their profile', async () => {
    renderApp('/unauthorized', { session: 'user' });
    expect(await screen.findByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });
});
