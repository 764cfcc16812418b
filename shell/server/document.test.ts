import { JSDOM } from 'jsdom';
import { documentHasGlobalStyle, GLOBAL_STYLE_ID } from '@gsvmc/shared-kit/globalCss';
import { NEEDS_JAVASCRIPT_BN, renderDocument } from './document';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';

const read = (html: string) => new JSDOM(html).window.document;

describe('the document of a page in a language', () => {
  it('names the Bengali page’s language and both editions', () => {
    const doc = read(
      renderDocument(TEMPLATE, {
        title: 'নোটিশ বোর্ড · GSVMC',
        description: 'নোটিশ',
        url: 'https://gsvmc.example/bn/notice',
        config: {},
        lang: 'bn',
        alternates: [
          { hreflang: 'en', href: 'https://gsvmc.example/notice' },
          { hreflang: 'bn', href: 'https://gsvmc.example/bn/notice' },
          { hreflang: 'x-default', href: 'https://gsvmc.example/notice' },
        ],
      }),
    );
    expect(doc.documentElement.lang).toBe('bn');
    expect(doc.title).toBe('নোটিশ বোর্ড · GSVMC');
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'https://gsvmc.example/notice'],
      ['bn', 'https://gsvmc.example/bn/notice'],
      ['x-default', 'https://gsvmc.example/notice'],
    ]);
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('bn_BD');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://gsvmc.example/bn/notice');
  });

  it('keeps English pages English, with no alternates when none are given', () => {
    const doc = read(
      renderDocument(TEMPLATE, { title: 'Login · GSVMC', description: 'Log in', url: 'https://x/login', config: {} }),
    );
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelectorAll('link[hreflang]')).toHaveLength(0);
  });

  it('says in Bengali why a Bengali page drawn in the browser is empty without JavaScript', () => {
    const template = TEMPLATE.replace(
      '<div id="root"></div>',
      '<div id="root"></div><noscript>This site needs JavaScript.</noscript>',
    );
    const page = { title: 'লগইন · GSVMC', description: 'লগইন', url: 'https://x/bn/login', config: {} };
    expect(read(renderDocument(template, { ...page, lang: 'bn' })).querySelector('noscript')?.textContent).toBe(
      NEEDS_JAVASCRIPT_BN,
    );
    expect(read(renderDocument(template, page)).querySelector('noscript')?.textContent).toBe(
      'This site needs JavaScript.',
    );
  });
});

describe('the base style', () => {
  const page = (ssr: Parameters<typeof renderDocument>[1]['ssr']) =>
    read(renderDocument(TEMPLATE, { title: 't', description: 'd', url: 'https://gsvmc.example/', config: {}, ssr }));

  it('is in the head of every page, drawn by the server or in the browser, before the components’ styles', () => {
    const rendered = page({
      head: '<style data-styled="active">.a{color:red}</style>',
      html: '<main>hi</main>',
      state: {},
    });
    const drawnInBrowser = page(null);
    for (const doc of [rendered, drawnInBrowser]) {
      const style = doc.getElementById(GLOBAL_STYLE_ID);
      expect(style?.parentElement).toBe(doc.head);
      expect(style?.textContent).toContain('box-sizing: border-box');
      expect(style?.textContent).toMatch(/body \{ margin: 0; font-family: [^;]+; color: #[0-9a-f]{6};/);
      expect(style?.textContent).toContain(':focus-visible { outline: 3px solid');
      // The browser then leaves it to the document (bootstrap.tsx).
      expect(documentHasGlobalStyle(doc)).toBe(true);
    }
    // Element rules first, so a component's class still wins a tie, as when styled-components wrote both.
    const styles = [...rendered.head.querySelectorAll('style')];
    expect(styles.indexOf(rendered.getElementById(GLOBAL_STYLE_ID) as HTMLStyleElement)).toBeLessThan(
      styles.findIndex((s) => s.hasAttribute('data-styled')),
    );
  });
});
