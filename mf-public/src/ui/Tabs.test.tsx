import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@gsvmc/shared-kit';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { anchor: 'about-tabs-founder', title: 'Founder', content: <p>The founder’s story.</p> },
  { anchor: 'about-tabs-glance', title: 'At a glance', content: <h2 id="glance-heading">At a glance</h2> },
  { anchor: 'about-tabs-rural', title: 'Rural centres', content: <p>Five rural health centres.</p> },
];

let navigate: (to: string) => void = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

const page = (address = '/about') => (
  <MemoryRouter initialEntries={[address]}>
    <ThemeProvider theme={theme}>
      <Navigator />
      <Tabs items={items} label="About" />
    </ThemeProvider>
  </MemoryRouter>
);

let container: HTMLDivElement;
let root: Root | undefined;

/** The server's HTML in the document, hydrated at `address`, as the server drew it without the hash. */
async function hydrateAt(address: string) {
  container.innerHTML = renderToString(page('/about'));
  await act(async () => {
    root = hydrateRoot(container, page(address));
  });
}

const selected = () => container.querySelector('[role="tab"][aria-selected="true"]')!.textContent;
const shownPanels = () => [...container.querySelectorAll('[role="tabpanel"]:not([hidden])')].map((p) => p.id);

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('Tabs', () => {
  it('names each panel by its anchor in the server’s HTML, the same in every render', () => {
    const html = renderToString(page());
    expect(html).toContain('id="about-tabs-rural"');
    expect(html).toContain('href="#about-tabs-rural"');
    expect(html).toContain('aria-controls="about-tabs-rural"');
    expect(renderToString(page())).toBe(html);
  });

  it('opens the tab an address names when it hydrates (a tab chosen before the script ran)', async () => {
    await hydrateAt('/about#about-tabs-rural');
    expect(selected()).toBe('Rural centres');
    expect(shownPanels()).toEqual(['about-tabs-rural']);
  });

  it('opens the tab holding the place an address names (a search hit on a heading inside it)', async () => {
    await hydrateAt('/about#glance-heading');
    expect(selected()).toBe('At a glance');
    expect(shownPanels()).toEqual(['about-tabs-glance']);
  });

  it('opens the tab an address names when the address changes with the tabs on screen', async () => {
    await hydrateAt('/about');
    expect(selected()).toBe('Founder');
    await act(async () => navigate('/about#about-tabs-rural'));
    expect(selected()).toBe('Rural centres');
    await act(async () => navigate('/about#glance-heading'));
    expect(shownPanels()).toEqual(['about-tabs-glance']);
  });

  it('opens the first tab for an address naming nothing in it', async () => {
    await hydrateAt('/about#elsewhere');
    expect(selected()).toBe('Founder');
    expect(shownPanels()).toEqual(['about-tabs-founder']);
  });
});
