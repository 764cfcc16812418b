import { UPLOAD_LIMITS } from '@gsvmc/shared-types';
import path from 'node:path';
import {
  EXE_BYTES,
  GIF_BYTES,
  HTML_BYTES,
  JPEG_BYTES,
  padded,
  PDF_BYTES,
  PNG_BYTES,
  SVG_BYTES,
  WEBP_BYTES,
} from './fixtures';
import { emptyTrash, multipart, setup, storedFiles } from './helpers';
import type { UploadFolder } from '../src/uploads/fileStore';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const files = (folder: UploadFolder) => storedFiles(t.app, folder);
function post(url: string, fields: Record<string, string>, fileField: string, content?: Buffer, filename = 'file.bin') {
  const form = multipart(fields, content ? { [fileField]: { filename, content } } : {});
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
}

describe('notices', () => {
  test('upload, list newest first, download with safe headers, delete removes the file', async () => {
    const first = await post(
      '/api/notices/upload',
      { title: 'First.pdf', description: 'Older' },
      'pdf',
      PDF_BYTES,
      'first.pdf',
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'First.pdf',
      description: 'Older',
      pdfUrl: expect.stringMatching(/^\/uploads\/notices\/[0-9a-f-]{36}\.pdf$/),
    });
    const second = await post('/api/notices/upload', { title: 'Second' }, 'pdf', PDF_BYTES, '../../evil name".pdf');
    expect(second.statusCode).toBe(201);
    expect(second.json().description).toBeUndefined();

    const list = (await t.app.inject({ url: '/api/notices' })).json();
    expect(list.map((n: { title: string }) => n.title)).toEqual(['Second', 'First.pdf']);
    expect(Date.parse(list[0].date)).toBeGreaterThanOrEqual(Date.parse(list[1].date));

    const file = await t.app.inject({ url: second.json().pdfUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // The file is named after the notice's title (was "notice.pdf" for every notice).
    expect(file.headers['content-disposition']).toBe(`inline; filename="Second.pdf"; filename*=UTF-8''Second.pdf`);
    expect(file.headers['content-security-policy']).toBe('sandbox');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const name = path.basename(first.json().pdfUrl);
    expect(await files('notices')).toContain(name);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notices/${first.json()._id}`,
      headers: t.auth(t.adminToken),
    });
    expect(del.statusCode).toBe(200);
    // In the trash: the PDF is kept for a restore, but no longer served; purging removes it.
    expect(await files('notices')).toContain(name);
    expect((await t.app.inject({ url: first.json().pdfUrl })).statusCode).toBe(404);
    await emptyTrash(t.app, t.adminToken);
    expect(await files('notices')).not.toContain(name);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/notices/${first.json()._id}`,
      headers: t.auth(t.adminToken),
    });
    expect(again.statusCode).toBe(404);
  });

  test.each([
    ['a PNG named .pdf', PNG_BYTES],
    ['HTML named .pdf', HTML_BYTES],
    ['an executable', EXE_BYTES],
    ['SVG', SVG_BYTES],
  ])('refuses %s with 415 and stores nothing', async (_label, content) => {
    const before = (await files('notices')).length;
    const res = await post('/api/notices/upload', { title: 'x' }, 'pdf', content, 'notice.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Only PDF files are allowed',
      code: 'FILE_TYPE_NOT_ALLOWED',
      field: 'pdf',
      values: { field: 'pdf', allowed: ['pdf'] },
    });
    expect((await files('notices')).length).toBe(before);
  });

  test('refuses a PDF over the limit with 413', async () => {
    const res = await post(
      '/api/notices/upload',
      { title: 'big' },
      'pdf',
      padded(PDF_BYTES, UPLOAD_LIMITS.pdfBytes + 1),
      'big.pdf',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
  });

  test('requires a title and a file', async () => {
    expect((await post('/api/notices/upload', {}, 'pdf', PDF_BYTES)).json()).toEqual({
      message: 'title is required',
      code: 'VALIDATION_FAILED',
      field: 'title',
      values: { field: 'title', rule: 'required' },
    });
    expect((await post('/api/notices/upload', { title: 'x' }, 'pdf')).statusCode).toBe(400);
  });
});

describe('photos', () => {
  test.each([
    ['jpg', JPEG_BYTES, 'image/jpeg'],
    ['png', PNG_BYTES, 'image/png'],
    ['gif', GIF_BYTES, 'image/gif'],
    ['webp', WEBP_BYTES, 'image/webp'],
  ])('accepts %s by its bytes and serves it with the detected type', async (ext, content, type) => {
    const res = await post('/api/photo/upload', { title: `A ${ext}` }, 'photo', content, 'upload.txt');
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrl).toMatch(new RegExp(`^/uploads/photos/[0-9a-f-]{36}\\.${ext}$`));
    const file = await t.app.inject({ url: res.json().imageUrl });
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`inline; filename="image.${ext}"`);
  });

  test('lists newest first', async () => {
    await post('/api/photo/upload', { title: 'Newest' }, 'photo', PNG_BYTES);
    const list = (await t.app.inject({ url: '/api/photo' })).json();
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({ title: 'Newest', _id: expect.any(String), imageUrl: expect.any(String) });
  });

  test.each([
    ['SVG', SVG_BYTES],
    ['HTML', HTML_BYTES],
    ['a PDF', PDF_BYTES],
  ])('refuses %s with 415 and stores nothing', async (_label, content) => {
    const before = (await files('photos')).length;
    const res = await post('/api/photo/upload', { title: 'x' }, 'photo', content, 'x.png');
    expect(res.statusCode).toBe(415);
    expect((await files('photos')).length).toBe(before);
  });

  test('refuses an image over the limit with 413', async () => {
    const res = await post(
      '/api/photo/upload',
      { title: 'big' },
      'photo',
      padded(JPEG_BYTES, UPLOAD_LIMITS.imageBytes + 1),
    );
    expect(res.statusCode).toBe(413);
  });

  test('delete moves the record to the trash; purging removes the file', async () => {
    const created = (await post('/api/photo/upload', { title: 'Doomed' }, 'photo', PNG_BYTES)).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/photo/${created._id}`,
      headers: t.auth(t.adminToken),
    });
    expect(del.statusCode).toBe(200);
    expect(await files('photos')).toContain(path.basename(created.imageUrl));
    expect((await t.app.inject({ url: created.imageUrl })).statusCode).toBe(404);
    await emptyTrash(t.app, t.adminToken);
    expect(await files('photos')).not.toContain(path.basename(created.imageUrl));
    expect((await t.app.inject({ url: '/api/photo' })).json().map((p: { _id: string }) => p._id)).not.toContain(
      created._id,
    );
  });
});

describe('/uploads', () => {
  test('serves a byte range of a stored file (as PDF viewers ask), from the disk or the bucket alike', async () => {
    const created = await post('/api/notices/upload', { title: 'Ranged' }, 'pdf', PDF_BYTES, 'r.pdf');
    const url = created.json().pdfUrl as string;
    const part = await t.app.inject({ url, headers: { range: 'bytes=0-4' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-4/${PDF_BYTES.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-type']).toBe('application/pdf');
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    expect(part.body).toBe('%PDF-');
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(PDF_BYTES.length));
  });

  test.each([
    '/uploads/../gsvmc.sqlite',
    '/uploads/..%2fgsvmc.sqlite',
    '/uploads/%2e%2e/gsvmc.sqlite',
    '/uploads/photos/..%2f..%2fjwt-secret',
    '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/uploads/photos/%2e%2e%5c%2e%2e%5cjwt-secret',
    '/uploads/../../../../etc/passwd',
    '/uploads/photos/',
    '/uploads/',
    '/uploads/photos/.hidden',
  ])('never serves anything outside the generated files: %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('SQLite format');
    expect(res.body).not.toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).not.toContain('root:');
  });
});
