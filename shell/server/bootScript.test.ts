import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH, BOOT_WAIT_MS } from './bootScript';
import { renderDocument } from './document';
import { contentSecurityPolicy } from './headers';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title>' +
  '<script defer src="/main.0123abcd.js"></script></head>' +
  '<body><noscript>This site needs JavaScript to show its pages.</noscript><div id="root"></div></body></html>';

const page = { title: 'Photo Gallery · GSVMC', description: 'Photos', url: 'http://site/gallery', config: {} };

function serverRendered(rootHtml: string): string {
  return renderDocument(TEMPLATE, { ...page, ssr: { head: '', html: rootHtml, state: { ok: true } } });
}

/** The page in jsdom with its inline script run; the shell's entry itself is never fetched. */
function load(html: string) {
  const dom = new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true });
  const started = () => [...dom.window.document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  return { dom, started };
}

const frames = (dom: JSDOM, n = 3) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? setTimeout(resolve, 5) : dom.window.requestAnimationFrame(() => setTimeout(() => step(left - 1), 0));
    step(n);
  });

describe('starting a server-rendered page', () => {
  it('preloads the shell entry in <head> and runs it from the one inline script, allowed by its hash', () => {
    const html = serverRendered('<main><h1>Photos</h1></main>');
    expect(html).not.toMatch(/<script defer[^>]*src=/);
    expect(html).toContain('<link rel="preload" href="/main.0123abcd.js" as="script">');
    const inline = /<script data-main="\/main\.0123abcd\.js">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(inline).toBe(BOOT_SCRIPT);
    const hash = `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`;
    expect(BOOT_SCRIPT_HASH).toBe(hash);
    expect(contentSecurityPolicy({})).toContain(`script-src 'self' ${hash}`);
  });

  it('leaves a page drawn in the browser with its plain deferred entry', () => {
    const html = renderDocument(TEMPLATE, page);
    expect(html).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(html).not.toContain('data-main');
  });

  it('starts the code after the first paint when the page has no leading picture', async () => {
    const { dom, started } = load(serverRendered('<main><h1>About</h1></main>'));
    await frames(dom);
    expect(started()).toEqual(['/main.0123abcd.js']);
    dom.window.close();
  });

  it('waits for the picture marked fetchpriority="high" to load (or fail) before starting the code', async () => {
    for (const outcome of ['load', 'error'] as const) {
      const { dom, started } = load(
        serverRendered('<main><h1>Photos</h1><img src="/uploads/a.jpg" fetchpriority="high" alt="A"></main>'),
      );
      await frames(dom);
      expect(started()).toEqual([]);
      dom.window.document.querySelector('img')!.dispatchEvent(new dom.window.Event(outcome));
      await frames(dom);
      expect(started()).toEqual(['/main.0123abcd.js']);
      dom.window.close();
    }
  });

  it(`starts anyway ${BOOT_WAIT_MS} ms after the HTML when the picture is slow`, async () => {
    const { dom, started } = load(
      serverRendered('<main><img src="/uploads/slow.jpg" fetchpriority="high" alt="Slow"></main>'),
    );
    await frames(dom);
    expect(started()).toEqual([]);
    await new Promise((r) => setTimeout(r, BOOT_WAIT_MS + 200));
    expect(started()).toEqual(['/main.0123abcd.js']);
    dom.window.close();
  }, 10_000);
});
