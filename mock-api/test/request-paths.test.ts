// One decoded path decides everything: a trashed file stays hidden however its address is spelled,
// and a limited route is counted under its own budget however its path is encoded. Sent over a real
// socket, so the request line reaches the server exactly as written (no client tidies it first).
import { imageDerivatives } from '@gsvmc/shared-types';
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import { PDF_BYTES } from './fixtures';
import { setup, storedBytes } from './helpers';
import { createAccount, createNotice, createPhoto } from './staff';

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends `rawPath` as the request target, byte for byte. */
function send(app: FastifyInstance, method: string, rawPath: string, body?: object, headers = {}): Promise<Answer> {
  const { port } = app.server.address() as { port: number };
  const payload = body ? Buffer.from(JSON.stringify(body)) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: rawPath,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const hex = (c: string) => c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');

/**
 * The spellings of one stored path that name the same file to a decoder: plain, one character
 * percent-encoded, double-encoded, lower-case and upper-case hex, and the folder in capitals.
 */
function spellings(publicPath: string): Record<string, string> {
  const slash = publicPath.lastIndexOf('/');
  const folder = publicPath.slice(0, slash);
  const name = publicPath.slice(slash + 1);
  const dot = name.indexOf('.');
  const first = name[0]!;
  return {
    plain: publicPath,
    encoded: `${folder}/%${hex(first)}${name.slice(1)}`,
    'double-encoded': `${folder}/%25${hex(first)}${name.slice(1)}`,
    'lower-case hex': `${folder}/${name.slice(0, dot)}%2e${name.slice(dot + 1)}`,
    'upper-case hex': `${folder}/${name.slice(0, dot)}%2E${name.slice(dot + 1)}`,
    'encoded folder': `/uploads/%${hex(publicPath[9]!).toLowerCase()}${publicPath.slice(10)}`,
    'capital folder': publicPath.replace('/uploads/', '/Uploads/'),
  };
}

let t: Awaited<ReturnType<typeof setup>>;
let editor: { id: string; token: string };
beforeAll(async () => {
  t = await setup({
    clock: () => NOW,
    limits: {
      readPerAddress: { points: 2, windowSeconds: 60 },
      registerPerAddress: { points: 1, windowSeconds: 3600 },
      writePerAddress: { points: 50, windowSeconds: 600 },
    },
  });
  editor = await createAccount(t.app, t.adminToken, 'paths.editor@test.local', 'editor');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a trashed file is not served under any spelling of its address', () => {
  test('a photo, each of its derivatives, and a notice PDF', async () => {
    const photo = await createPhoto(t.app, editor.token, 'Spelled photo');
    const notice = await createNotice(t.app, editor.token, 'Spelled notice');
    const files = [photo.imageUrl, ...imageDerivatives(photo.imageUrl).map((d) => d.path), notice.pdfUrl];

    // While live, every spelling that decodes once to the stored name gives the same bytes.
    for (const file of files) {
      const stored = await storedBytes(t.app, file);
      for (const form of ['plain', 'encoded', 'lower-case hex', 'upper-case hex', 'encoded folder'] as const) {
        const res = await send(t.app, 'GET', spellings(file)[form]!);
        expect([form, file, res.status]).toEqual([form, file, 200]);
        expect(res.body.equals(stored!)).toBe(true);
      }
    }

    for (const url of [`/api/photo/${photo._id}`, `/api/notices/${notice._id}`]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: as(editor.token) });
      expect(res.statusCode).toBe(200);
    }
    for (const file of files)
      for (const [form, address] of Object.entries(spellings(file))) {
        const res = await send(t.app, 'GET', address);
        expect([form, address, res.status]).toEqual([form, address, 404]);
        expect(JSON.parse(res.body.toString()).code).toBe('NOT_FOUND');
      }
  });

  test('a name a decoder would read twice is never served, live or not', async () => {
    const notice = await createNotice(t.app, editor.token, 'Twice-decoded notice');
    expect((await send(t.app, 'GET', spellings(notice.pdfUrl)['double-encoded']!)).status).toBe(404);
    expect((await send(t.app, 'GET', notice.pdfUrl)).body.equals(PDF_BYTES)).toBe(true);
  });

  test('malformed encodings, encoded slashes and dot segments are refused with 400 and a sentence', async () => {
    const notice = await createNotice(t.app, editor.token, 'Malformed notice');
    const name = notice.pdfUrl.slice('/uploads/notices/'.length);
    for (const address of [
      `/uploads/notices/%zz${name}`,
      `/uploads/notices/${name}%`,
      `/uploads/notices%2F${name}`,
      `/uploads/notices%2f${name}`,
      `/uploads/notices%5C${name}`,
      `/uploads/photos/%2e%2e/notices/${name}`,
      `/api/%2e%2e/uploads/notices/${name}`,
      `/api/search%00`,
      `/api/search%C0%AF`,
    ]) {
      const res = await send(t.app, 'GET', address);
      expect([address, res.status]).toEqual([address, 400]);
      const body = JSON.parse(res.body.toString()) as { message: string; code: string };
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.message).toMatch(/^This address is not valid/);
    }
  });
});

describe('limits count the route the router chose, and say which budget counted', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });

  test('an encoded search is a search: the same budget, the same RateLimit headers', async () => {
    const client = from('198.51.100.31');
    const first = await send(t.app, 'GET', '/api/search?q=anatomy', undefined, client);
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"search";q=2;w=60');
    expect(first.headers.ratelimit).toBe('"search";r=1;t=60');
    const second = await send(t.app, 'GET', '/api/%73earch?q=anatomy', undefined, client);
    expect(second.status).toBe(200);
    expect(second.headers.ratelimit).toBe('"search";r=0;t=60');
    const third = await send(t.app, 'GET', '/api/se%61rch?q=anatomy', undefined, client);
    expect(third.status).toBe(429);
    expect(third.headers['ratelimit-policy']).toBe('"search";q=2;w=60');
    expect(third.headers.ratelimit).toBe('"search";r=0;t=60');
    expect(third.headers['retry-after']).toBe('60');
    // A filtered list is counted as a search too, whatever the spelling of its path.
    const other = from('198.51.100.32');
    expect((await send(t.app, 'GET', '/api/%61lumni?page=2', undefined, other)).headers.ratelimit).toBe(
      '"search";r=1;t=60',
    );
  });

  test('an encoded registration is a registration, not a write', async () => {
    const client = from('198.51.100.33');
    const body = (i: number) => ({ username: `Reg ${i}`, email: `reg${i}@test.local`, password: 'a-long-passphrase' });
    const first = await send(t.app, 'POST', '/api/auth/regist%65r', body(1), client);
    expect(first.status).toBe(201);
    expect(first.headers['ratelimit-policy']).toBe('"register";q=1;w=3600');
    expect(first.headers.ratelimit).toBe('"register";r=0;t=3600');
    const second = await send(t.app, 'POST', '/api/auth/register', body(2), client);
    expect(second.status).toBe(429);
    expect(JSON.parse(second.body.toString()).message).toMatch(/^Too many registrations from your network/);
    const third = await send(t.app, 'POST', '/api/%61uth/%72egister', body(3), client);
    expect(third.status).toBe(429);
  });

  test('writes say their own budget; unlimited reads say none', async () => {
    const client = from('198.51.100.34');
    const write = await send(t.app, 'POST', '/api/auth/logout', undefined, client);
    expect(write.status).toBe(401);
    expect(write.headers['ratelimit-policy']).toBe('"write";q=50;w=600');
    expect(write.headers.ratelimit).toBe('"write";r=49;t=600');
    const whole = await send(t.app, 'GET', '/api/notices', undefined, client);
    expect(whole.status).toBe(200);
    expect(whole.headers['ratelimit-policy']).toBeUndefined();
    expect(whole.headers.ratelimit).toBeUndefined();
  });
});
