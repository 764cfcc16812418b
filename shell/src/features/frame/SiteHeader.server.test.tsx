// The header as the site's server sends it: what a phone shows before the page's script has run, and
// with JavaScript off, where the browser alone opens and closes the menu.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { KitProviders, makeStore } from '@gsvmc/shared-kit';
import { SiteHeader } from './SiteHeader';

function serverHeader(path: string): HTMLElement {
  const html = renderToString(
    <KitProviders store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
      </MemoryRouter>
    </KitProviders>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('the phone menu in the server’s HTML', () => {
  it('names its button Menu while closed and Close while open, the browser’s open state choosing', () => {
    const summary = serverHeader('/').querySelector('details > summary')!;
    expect(summary.querySelector('[data-when="closed"]')?.textContent).toBe('Menu');
    expect(summary.getAttribute('data-close-label')).toBe('Close');
    // The rules that swap the names while the details is open are in the page's styles.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/\[open\]\s*>\s*summary\[data-close-label\]\s*>\s*\[data-when=['"]?closed['"]?\]/);
    expect(css).toMatch(/\[open\]\s*>\s*summary\[data-close-label\]::after\s*\{\s*content:\s*attr\(data-close-label\)/);
  });

  it('offers Login, where nobody is signed in before the script runs', () => {
    const menu = serverHeader('/notice').querySelector('nav[aria-label="Main menu"]')!;
    const login = [...menu.querySelectorAll('a')].find((a) => a.textContent === 'Login');
    expect(login?.getAttribute('href')).toBe('/login');
  });
});
