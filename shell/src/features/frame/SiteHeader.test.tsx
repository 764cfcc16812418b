import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@gsvmc/shared-kit';
import { renderApp, resetShell } from '../../../test/renderApp';
import { scrollTo, setViewportWidth } from '../../../test/viewport';
import { getDisclosure, isOpen } from '@gsvmc/shared-kit/test/disclosure';
import { DEFAULT_WEBMAIL_URL } from './navItems';

const TOP_ROW = ['Home', 'About', 'Administration', 'Academics', 'Admission', 'Departments', 'Dental', 'Facilities'];
const SECOND_ROW = [
  'Journal',
  'NoticeBoard',
  'Faculties',
  'Alumni',
  'Gallery',
  'Contact',
  'Webmail (opens in a new tab)',
];

const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('top navigation, desktop (768 px and wider)', () => {
  beforeEach(() => {
    resetShell();
    setViewportWidth(1024);
  });

  it('shows the banner and every link of §2.2 in order: 8 on the top row, the rest on the second', async () => {
    renderApp('/about');
    expect(await screen.findByText(/this website is under development/i)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const [top, second] = within(nav).getAllByRole('list');
    expect(linkNames(top!)).toEqual(TOP_ROW);
    expect(linkNames(second!)).toEqual(
      SECOND_ROW.map((n) => n.replace(' (opens in a new tab)', ' (opens in a new tab)')),
    );
    expect(within(nav).getByRole('link', { name: 'NoticeBoard' })).toHaveAttribute('href', '/notice');
    expect(within(nav).getByRole('link', { name: 'Faculties' })).toHaveAttribute('href', '/facultyTable');
    expect(within(nav).getByRole('link', { name: 'Alumni' })).toHaveAttribute('href', '/alumniTable');
    // No phone menu: its toggle is the <summary> of a <details> in the banner.
    expect(screen.getByRole('banner').querySelector('details')).toBeNull();
  });

  it('marks the current page and only it', async () => {
    renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links Webmail to the configured address in a new tab, with a default when none is set', () => {
    renderApp('/');
    const webmail = screen.getAllByRole('link', { name: /webmail/i })[0]!;
    expect(webmail).toHaveAttribute('href', DEFAULT_WEBMAIL_URL);
    expect(webmail).toHaveAttribute('target', '_blank');
    expect(webmail).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses webmailUrl from config.json', () => {
    setRuntimeConfig({ webmailUrl: 'https://mail.example.edu/' });
    renderApp('/');
    expect(screen.getAllByRole('link', { name: /webmail/i })[0]).toHaveAttribute('href', 'https://mail.example.edu/');
    setRuntimeConfig({ webmailUrl: undefined });
  });

  it('offers a Login link to a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('gives a signed-in user a profile menu without Admin Dashboard', async () => {
    renderApp('/', { session: 'user' });
    const toggle = await screen.findByRole('button', { name: /rahima account menu/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('gives an admin the Admin Dashboard link', async () => {
    renderApp('/', { session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: /admin account menu/i }));
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('offers a skip link that moves focus to the main content', async () => {
    renderApp('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('top navigation, mobile (below 768 px)', () => {
  beforeEach(() => {
    resetShell();
    setViewportWidth(375);
  });

  it('collapses into a menu button that opens expandable groups, one open at a time', async () => {
    renderApp('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const toggle = getDisclosure(screen.getByRole('banner'), 'Menu');
    expect(isOpen(toggle)).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    // Open, the same toggle is worded to close.
    expect(toggle).toHaveTextContent('Close');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    // aria-controls names the panel while it is drawn, and nothing that is not in the page.
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(menu);

    const academics = getDisclosure(menu, 'Academics');
    const directories = getDisclosure(menu, 'Directories');
    expect(within(menu).queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
    expect(academics).not.toHaveAttribute('aria-controls');
    await userEvent.click(academics);
    expect(isOpen(academics)).toBe(true);
    expect(within(menu).getByRole('link', { name: 'Departments' })).toBeVisible();
    expect(document.getElementById(academics.getAttribute('aria-controls')!)).toContainElement(
      within(menu).getByRole('link', { name: 'Departments' }),
    );

    await userEvent.click(directories);
    expect(isOpen(directories)).toBe(true);
    expect(isOpen(academics)).toBe(false);
    expect(within(menu).getByRole('link', { name: 'NoticeBoard' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();

    await userEvent.click(directories);
    expect(isOpen(directories)).toBe(false);
    expect(within(menu).queryByRole('link', { name: 'NoticeBoard' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(false);
    expect(toggle).not.toHaveAttribute('aria-controls');
  });

  it('holds every link of §2.2 across its groups', async () => {
    renderApp('/');
    await userEvent.click(getDisclosure(screen.getByRole('banner'), 'Menu'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const seen = new Set<string>();
    for (const group of ['About GSVMC', 'Academics', 'Directories']) {
      await userEvent.click(getDisclosure(menu, group));
      within(menu)
        .getAllByRole('link')
        .forEach((a) => seen.add(a.textContent ?? ''));
    }
    for (const name of [...TOP_ROW, ...SECOND_ROW, 'Login']) expect(seen).toContain(name);
  });

  it('closes after choosing a page, and on Escape with focus back on the button', async () => {
    renderApp('/');
    const toggle = getDisclosure(screen.getByRole('banner'), 'Menu');
    await userEvent.click(toggle);
    await userEvent.click(getDisclosure(screen.getByRole('navigation', { name: 'Main menu' }), 'Directories'));
    await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(await screen.findByRole('heading', { name: 'GalleryPage' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(isOpen(toggle)).toBe(false);

    await userEvent.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(isOpen(toggle)).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('opens the group of the current page', async () => {
    renderApp('/departments');
    await userEvent.click(getDisclosure(screen.getByRole('banner'), 'Menu'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(isOpen(getDisclosure(menu, 'Academics'))).toBe(true);
    expect(isOpen(getDisclosure(menu, 'Directories'))).toBe(false);
    expect(within(menu).getByRole('link', { name: 'Departments' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Profile, Admin Dashboard and Logout to an admin', async () => {
    renderApp('/', { session: 'admin' });
    await screen.findByRole('heading', { name: 'LandingPage' });
    await userEvent.click(getDisclosure(screen.getByRole('banner'), 'Menu'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('switches to the desktop bar when the window grows past 768 px', async () => {
    renderApp('/');
    await userEvent.click(getDisclosure(screen.getByRole('banner'), 'Menu'));
    act(() => setViewportWidth(900));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('hiding on scroll', () => {
  beforeEach(() => resetShell());

  it('hides the bar when scrolling down and brings it back when scrolling up', () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-state', 'shown');
    act(() => scrollTo(400));
    expect(header).toHaveAttribute('data-state', 'hidden');
    act(() => scrollTo(600));
    expect(header).toHaveAttribute('data-state', 'hidden');
    act(() => scrollTo(500));
    expect(header).toHaveAttribute('data-state', 'shown');
    act(() => scrollTo(503));
    expect(header).toHaveAttribute('data-state', 'shown');
    act(() => scrollTo(900));
    expect(header).toHaveAttribute('data-state', 'hidden');
    act(() => scrollTo(10));
    expect(header).toHaveAttribute('data-state', 'shown');
  });

  it('reads where a restored page starts at its next frame, not while the page hydrates', () => {
    const frames: FrameRequestCallback[] = [];
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 2000;
      },
    });
    Object.assign(window, {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      cancelAnimationFrame: () => undefined,
    });
    try {
      renderApp('/');
      const header = screen.getByRole('banner');
      // Reading scrollY forces a layout; during hydration's commit that is a long task on a phone.
      expect(reads).toBe(0);
      act(() => frames.splice(0).forEach((frame) => frame(0)));
      expect(reads).toBe(1);
      // A small move up from the restored position keeps the bar; a long one down hides it.
      act(() => scrollTo(1995));
      act(() => frames.splice(0).forEach((frame) => frame(0)));
      expect(header).toHaveAttribute('data-state', 'shown');
      act(() => scrollTo(2400));
      act(() => frames.splice(0).forEach((frame) => frame(0)));
      expect(header).toHaveAttribute('data-state', 'hidden');
    } finally {
      cleanup();
      Reflect.deleteProperty(window, 'requestAnimationFrame');
      Reflect.deleteProperty(window, 'cancelAnimationFrame');
      scrollTo(0);
    }
  });

  it('stays visible while a keyboard user is inside it', async () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    act(() => scrollTo(400));
    expect(header).toHaveAttribute('data-state', 'hidden');
    act(() => screen.getByRole('link', { name: 'About' }).focus());
    expect(header).toHaveAttribute('data-state', 'shown');
  });
});
