// Pictures uploaded from inside the page editor: the upload pipeline's checks and re-encoding, the
// derivatives, the staff guard, and the start-up sweep keeping what a page names.
import { imageDerivatives, UPLOAD_LIMITS } from '@gsvmc/shared-types';
import { referencedUploads } from '../src/uploads/serving';
import { HTML_BYTES, padded, PNG_BYTES } from './fixtures';
import { isStored, multipart, setup } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const upload = (content: Buffer, token = t.adminToken, filename = 'slide.png') => {
  const form = multipart({}, { image: { filename, content } });
  return t.app.inject({
    method: 'POST',
    url: '/api/content/images',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
};

test('a picture is re-encoded and stored with its derivatives; the answer gives its path and size', async () => {
  const res = await upload(PNG_BYTES);
  expect(res.statusCode).toBe(201);
  const { path, width, height } = res.json();
  expect(path).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.png$/);
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  expect(await isStored(t.app, path)).toBe(true);
  for (const d of imageDerivatives(path)) expect(await isStored(t.app, d.path)).toBe(true);
  // Not a gallery photo: the gallery does not list it.
  const gallery = (await t.app.inject({ url: '/api/photo' })).json() as { imageUrl: string }[];
  expect(gallery.map((p) => p.imageUrl)).not.toContain(path);
});

test('a file that is not a picture, or too large, gets the pipeline’s sentence', async () => {
  const html = await upload(HTML_BYTES, t.adminToken, 'x.png');
  expect(html.statusCode).toBe(415);
  expect(html.json().message).toBe('The picture must be a JPEG, PNG, GIF or WebP image');
  const huge = await upload(padded(PNG_BYTES, UPLOAD_LIMITS.imageBytes + 1));
  expect(huge.statusCode).toBe(413);
  expect(huge.json().message).toBe('The picture is larger than 20 MB');
  const none = await upload(Buffer.alloc(0));
  expect(none.statusCode).toBe(400);
  expect(none.json().message).toBe('Choose a picture to upload');
});

test('only staff may upload', async () => {
  const res = await upload(PNG_BYTES, t.userToken);
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe('Staff access required');
});

test('the start-up sweep keeps a picture that a page’s draft names, and not one nobody names', async () => {
  const named = (await upload(PNG_BYTES)).json().path as string;
  const loose = (await upload(PNG_BYTES)).json().path as string;
  const draft = (await t.app.inject({ url: '/api/pages/about/draft', headers: t.auth(t.adminToken) })).json();
  const content = {
    ...draft.content,
    blocks: [...draft.content.blocks, { id: 'new-picture', type: 'image', src: named, alt: { en: 'The campus' } }],
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/pages/about/draft',
    headers: t.auth(t.adminToken),
    payload: { content, version: draft.version },
  });
  expect(saved.statusCode).toBe(200);
  const kept = await referencedUploads(t.app.ctx.store.db);
  expect(kept).toContain(named);
  expect(kept).not.toContain(loose);
});
