// An upload the API refuses for its token, its role or its size is answered with that status and
// message over a real socket, and the client that sent it reads the answer (no EPIPE or reset).
import http from 'node:http';
import { setup } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
let port: number;
beforeAll(async () => {
  t = await setup();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.cleanup());

/** A PDF of `bytes` sent as the form's `pdf` file, the field the notice upload reads. */
function upload(url: string, bytes: number, token?: string) {
  const boundary = 'refusal-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(bytes, 0x61), tail]);
  return new Promise<{ status: number; json: unknown; errors: string[] }>((resolve) => {
    const errors: string[] = [];
    let answer = { status: 0, json: undefined as unknown };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => (answer = { status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => errors.push(err.code ?? err.message));
    req.on('close', () => resolve({ ...answer, errors }));
    req.end(body);
  });
}

test('2 MB without a token: 401 and its message, read by the client', async () => {
  expect(await upload('/api/notices/upload', 2 * 1024 * 1024)).toEqual({
    status: 401,
    json: { message: 'Authentication required', code: 'UNAUTHORIZED' },
    errors: [],
  });
});

test('2 MB with an expired or forged token: 401 "sign in again" material, read by the client', async () => {
  const res = await upload('/api/photo/upload', 2 * 1024 * 1024, 'not-a-token');
  expect(res).toEqual({
    status: 401,
    json: { message: 'Your session is invalid or has expired', code: 'UNAUTHORIZED' },
    errors: [],
  });
});

test('2 MB from a user who is not staff: 403, read by the client', async () => {
  expect(await upload('/api/notices/upload', 2 * 1024 * 1024, t.userToken)).toEqual({
    status: 403,
    json: { message: 'Staff access required', code: 'FORBIDDEN' },
    errors: [],
  });
});

test('12 MB from an administrator, over the 10 MB limit: 413, read by the client', async () => {
  const res = await upload('/api/notices/upload', 12 * 1024 * 1024, t.adminToken);
  expect(res.errors).toEqual([]);
  expect(res.status).toBe(413);
  expect(res.json).toMatchObject({ code: 'FILE_TOO_LARGE', values: { field: 'pdf', limit: 10 * 1024 * 1024 } });
});
