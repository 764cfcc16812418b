// Valid HTML: every public page as the site's server sends it (what search engines, feed readers and a
// browser without JavaScript read) and as it stands once hydrated, checked by the Nu Html Checker
// (vnu-jar, the W3C validator's engine, run on Java). Any error fails the journey, with the checker's
// words and the line it points at.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, PUBLIC_PAGES, test } from '../fixtures';

const vnuJar = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over every file (one Java start) and returns its errors, each in words. */
async function htmlErrors(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gsvmc-vnu-'));
  try {
    const names = Object.entries(files).map(([label, html], i) => {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, html);
      return [file, label] as const;
    });
    const labels = new Map(names.map(([file, label]) => [`file:${file}`, label]));
    // The checker exits 1 when it found errors; its findings are on stderr either way.
    const result = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...names.map(([file]) => file)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${labels.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message} [${(m.extract ?? '').trim()}]`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('every public page is valid HTML, as sent and once hydrated', async ({ page, request }) => {
  test.setTimeout(180_000);
  const faculty = (await (await request.get('/api/faculty')).json()) as { _id: string }[];
  const pages = [...PUBLIC_PAGES, `/facultyDetails/${faculty[0]!._id}`, '/login', '/no-such-page'];
  const files: Record<string, string> = {};
  for (const url of pages) {
    const sent = await request.get(url);
    expect(sent.headers()['content-type']).toContain('text/html');
    files[`${url} (as sent)`] = await sent.text();
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    files[`${url} (hydrated)`] = `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
  }
  expect(await htmlErrors(files)).toEqual([]);
});

test("the notice board announces its feed in the head, at the site's own address", async ({ request }) => {
  const html = await (await request.get('/notice')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(
    /<link rel="alternate" type="application\/atom\+xml" title="GSVMC notices" href="\/api\/notices\/feed"\/?>/,
  );
  // The server's own way to the API (another port or host) is never drawn into a page.
  expect(html).not.toMatch(/href="http:\/\/(127\.0\.0\.1|localhost):\d+\/api/);
});
