import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, resetShell } from '../../../test/renderApp';
import { setViewportWidth } from '../../../test/viewport';

// Searching navigates inside a transition, so React builds `new FormData(form, submitter)`; the test
// environment's FormData is Node's (jest.env-jsdom.cjs) and cannot read a jsdom form. The header never
// reads form data, so here FormData ignores its arguments.
const NodeFormData = FormData;
beforeAll(() => {
  global.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  global.FormData = NodeFormData;
});

describe('header search, desktop', () => {
  beforeEach(() => {
    resetShell();
    setViewportWidth(1280);
  });

  it('opens a search box from the header that goes to /search?q=…, and closes again', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { name: 'AboutPage' });
    const toggle = screen.getByRole('button', { name: 'Search' });
    // Before the script runs it is a GET form's button: it leads to the search page.
    expect(toggle).toHaveAttribute('type', 'submit');
    expect(toggle.closest('form')).toHaveAttribute('action', '/search');
    expect(toggle.closest('form')).toHaveAttribute('method', 'get');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveFocus();
    await user.type(box, 'admission circular');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'SearchPage' })).toBeInTheDocument();
    // The header's box closes after a search; the page has its own.
    expect(screen.queryByRole('searchbox', { name: 'Search the site' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('admission circular');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('asks for a word instead of searching for nothing', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a word to search for.');
    expect(screen.getByRole('heading', { name: 'AboutPage' })).toBeInTheDocument();
  });

  it('in Bengali, leads to the Bengali search page before the script runs, and opens the box once it has', async () => {
    const user = userEvent.setup();
    renderApp('/about', { locale: 'bn' });
    const toggle = await screen.findByRole('button', { name: 'অনুসন্ধান' });
    expect(toggle.closest('form')).toHaveAttribute('action', '/bn/search');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'সাইটে খুঁজুন' })).toHaveFocus();
  });
});

describe('header search, mobile menu', () => {
  beforeEach(() => {
    resetShell();
    setViewportWidth(375);
  });

  it('has a search box at the top of the menu; searching closes the menu', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByText('Menu', { selector: 'summary' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.type(within(menu).getByRole('searchbox', { name: 'Search the site' }), 'pathology');
    await user.click(within(menu).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'SearchPage' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('gives the box and its button a thumb’s 44 px', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByText('Menu', { selector: 'summary' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    for (const control of [
      within(menu).getByRole('searchbox', { name: 'Search the site' }),
      within(menu).getByRole('button', { name: 'Search' }),
    ])
      expect(getComputedStyle(control).minHeight).toBe('44px');
  });
});
