// Helpers for the site server's tests: throw-away dist folders and small stand-in servers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `gsvmc-${prefix}-`));
}

/** Writes files (name -> content) into a new temporary folder. */
export function distWith(files: Record<string, string | Buffer>): string {
  const dir = tempDir('dist');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="description" content="built-in description"><title>built-in title</title>' +
  '<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** A plain HTTP server on a free port; resolves to its origin and a close function. */
export async function listen(handler: http.RequestListener): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin on which nothing listens (a port that was free a moment ago). */
export async function deadOrigin(): Promise<string> {
  const s = await listen(() => {});
  await s.close();
  return s.origin;
}
