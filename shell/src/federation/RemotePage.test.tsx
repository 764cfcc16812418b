import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderApp, resetShell } from '../../test/renderApp';
import { loadRemote, setRemoteModule, stubPage } from '../../test/stubs/mfRuntime';
import { translate } from '@gsvmc/shared-kit';
import { appMessages } from '../app/messages';

const UNAVAILABLE_MESSAGE = translate(appMessages, 'en', 'unavailable');

describe('a remote page that cannot load', () => {
  beforeEach(() => {
    resetShell();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback with Retry inside the frame, and Retry really loads it again', async () => {
    let attempts = 0;
    setRemoteModule('mf_directories/GalleryPage', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
      return { default: stubPage('mf_directories/GalleryPage') };
    });
    renderApp('/gallery');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE_MESSAGE);
    // The frame is still there around it.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'GalleryPage' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('keeps the navigation and the other remotes working', async () => {
    setRemoteModule('mf_directories/GalleryPage', async () => {
      throw new Error('remote down');
    });
    renderApp('/gallery');
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'AboutPage' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
  });

  it('loads again on the next visit when a load failed after the visitor had left the page', async () => {
    let fail!: () => void;
    let attempts = 0;
    setRemoteModule('mf_directories/GalleryPage', () => {
      attempts += 1;
      if (attempts === 1) return new Promise((_, reject) => (fail = () => reject(new Error('no answer'))));
      return Promise.resolve({ default: stubPage('mf_directories/GalleryPage') });
    });
    renderApp('/gallery');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    // The visitor gives up waiting and goes elsewhere; only then does the load fail.
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'AboutPage' })).toBeInTheDocument();
    await act(async () => fail());

    await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(await screen.findByRole('heading', { name: 'GalleryPage' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('catches a remote page that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('bug in the remote');
    }
    setRemoteModule('mf_public/JournalPage', async () => ({ default: Broken }));
    renderApp('/journal');
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('catches an admin page that throws while rendering, inside the admin layout, which stays', async () => {
    function Broken(): never {
      throw new Error('bug in the dashboard');
    }
    setRemoteModule('mf_admin/DashboardPage', async () => ({ default: Broken }));
    renderApp('/admin', { session: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UNAVAILABLE_MESSAGE);
    // The page's own boundary caught it: the layout around it (the admin's way to other pages) is intact.
    const layout = screen.getByRole('heading', { name: 'AdminLayout' }).closest('section')!;
    expect(layout).toContainElement(alert);
  });

  it('catches a page that throws on a later render, after it had loaded and shown', async () => {
    function Counter() {
      const [clicks, setClicks] = useState(0);
      if (clicks > 0) throw new Error('bug after a click');
      return (
        <button type="button" onClick={() => setClicks(1)}>
          Open notice
        </button>
      );
    }
    setRemoteModule('mf_directories/NoticeBoardPage', async () => ({ default: Counter }));
    renderApp('/notice');
    await userEvent.click(await screen.findByRole('button', { name: 'Open notice' }));
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the page again on Retry once it renders without throwing', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('transient bug');
      return <h1>Journal</h1>;
    }
    setRemoteModule('mf_public/JournalPage', async () => ({ default: Flaky }));
    renderApp('/journal');
    const alert = await screen.findByRole('alert');
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
  });

  it('treats a module without a default component as unavailable', async () => {
    setRemoteModule('mf_public/ContactPage', async () => ({}));
    renderApp('/contact');
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  });

  it('shows a spinner while the page loads', async () => {
    let resolve!: (m: unknown) => void;
    setRemoteModule('mf_public/AboutPage', () => new Promise((r) => (resolve = r)));
    renderApp('/about');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    resolve({ default: stubPage('mf_public/AboutPage') });
    expect(await screen.findByRole('heading', { name: 'AboutPage' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_public/AboutPage');
  });

  it('keeps a way home when the admin layout itself cannot load', async () => {
    setRemoteModule('mf_admin/AdminLayout', async () => {
      throw new Error('mf-admin down');
    });
    renderApp('/admin', { session: 'admin' });
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'LandingPage' })).toBeInTheDocument();
  });
});
