// Uploaded pictures: re-encoded with sharp, pixel floods refused, metadata dropped, and the
// derivatives of shared-types' naming convention written beside the original and deleted with it,
// through the upload store: on disk in the SQLite project, in the bucket in the PostgreSQL + S3 one.
import { systemActor } from '../src/repositories/audit';
import { imageDerivatives, IMAGE_DERIVATIVES } from '@gsvmc/shared-types';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { avatarPng, galleryPng } from '../src/seed/images';
import { buildTestApp, emptyTrash, isStored, multipart, setup, storedBytes, storedFiles } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const stored = async (publicPath: string) => {
  const bytes = await storedBytes(t.app, publicPath);
  if (!bytes) throw new Error(`${publicPath} is not stored`);
  return bytes;
};
const files = (folder: 'photos' | 'faculty') => storedFiles(t.app, folder);

function uploadPhoto(content: Buffer, title = 'Campus') {
  const form = multipart({ title }, { photo: { filename: 'photo.bin', content } });
  return t.app.inject({
    method: 'POST',
    url: '/api/photo/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
}

function createFaculty(content: Buffer) {
  const form = multipart(
    {
      name: 'Dr. Picture Test',
      registrationNo: 'A-9001',
      dateOfBirth: '1980-01-01',
      designation: 'Professor',
      department: 'Anatomy',
      qualifications: JSON.stringify([{ degree: 'MBBS', year: '2004' }]),
      workExperience: '[]',
      publications: '[]',
    },
    { facultyPicture: { filename: 'me.jpg', content } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/faculty',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
}

/** A PNG whose header claims width x height, with one tiny compressed row: what a pixel flood looks like. */
function floodPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 85, b: 61 } } });

test('a 50,000 x 50,000 PNG is refused with a readable 413 before it is decoded, and nothing is stored', async () => {
  const before = await files('photos');
  const flood = floodPng(50_000, 50_000);
  expect(flood.length).toBeLessThan(100_000);
  const res = await uploadPhoto(flood);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({
    code: 'IMAGE_TOO_MANY_PIXELS',
    message:
      'The photo is 50000 x 50000 pixels; images may have at most 50 megapixels (for example 8000 x 6000). ' +
      'Please upload a smaller image.',
    field: 'image',
    values: { field: 'image', width: 50000, height: 50000, limit: 50 },
  });
  expect(await files('photos')).toEqual(before);
});

test('a file that starts like an image but does not decode is refused with 415', async () => {
  const res = await uploadPhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
  expect(res.statusCode).toBe(415);
  expect(res.json().message).toBe(
    'The photo could not be read as an image. Please upload a JPEG, PNG, GIF or WebP picture.',
  );
});

test('metadata is dropped and the camera rotation applied', async () => {
  // 40 x 20 as stored by the camera, with "rotate 90°" (orientation 6) and a GPS-like comment in EXIF.
  const upload = await photo(40, 20)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'Secret Location 23.8N 90.2E' } })
    .toBuffer();
  const sent = await sharp(upload).metadata();
  expect(sent.exif).toBeDefined();
  expect(sent.orientation).toBe(6);

  const res = await uploadPhoto(upload);
  expect(res.statusCode).toBe(201);
  const kept = await sharp(await stored(res.json().imageUrl)).metadata();
  expect(kept.format).toBe('jpeg');
  expect(kept.exif).toBeUndefined();
  expect(kept.xmp).toBeUndefined();
  expect(kept.orientation).toBeUndefined();
  expect([kept.width, kept.height]).toEqual([20, 40]);
});

test('a photo gets every derivative, served with its type; deleting the photo deletes them all', async () => {
  const res = await uploadPhoto(await photo(1200, 800).png().toBuffer());
  expect(res.statusCode).toBe(201);
  const { _id, imageUrl } = res.json();
  const derivatives = imageDerivatives(imageUrl);
  expect(derivatives).toHaveLength(IMAGE_DERIVATIVES.photos.widths.length * 2);
  for (const d of derivatives) {
    const meta = await sharp(await stored(d.path)).metadata();
    expect({ format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height }).toEqual({
      format: d.format,
      width: d.width,
      height: d.height,
    });
    const served = await t.app.inject({ url: d.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(`image/${d.format}`);
  }

  const del = await t.app.inject({ method: 'DELETE', url: `/api/photo/${_id}`, headers: t.auth(t.adminToken) });
  expect(del.statusCode).toBe(200);
  // Kept in the trash, derivatives and all, and not served; a purge removes every one.
  for (const d of derivatives) expect((await t.app.inject({ url: d.path })).statusCode).toBe(404);
  await emptyTrash(t.app, t.adminToken);
  expect(await isStored(t.app, imageUrl)).toBe(false);
  for (const d of derivatives) expect(await isStored(t.app, d.path)).toBe(false);
});

test('a faculty picture gets square derivatives, purged with the member', async () => {
  const res = await createFaculty(await photo(300, 400).jpeg().toBuffer());
  expect(res.statusCode).toBe(201);
  const { _id, facultyPicture } = res.json();
  const derivatives = imageDerivatives(facultyPicture);
  expect(derivatives.length).toBeGreaterThan(0);
  for (const d of derivatives) {
    const meta = await sharp(await stored(d.path)).metadata();
    expect([meta.width, meta.height]).toEqual([d.width, d.width]);
  }
  const del = await t.app.inject({ method: 'DELETE', url: `/api/faculty/${_id}`, headers: t.auth(t.adminToken) });
  expect(del.statusCode).toBe(200);
  await emptyTrash(t.app, t.adminToken);
  for (const d of [facultyPicture, ...derivatives.map((x) => x.path)]) expect(await isStored(t.app, d)).toBe(false);
});

test('pictures stored without derivatives (seeded, or from before) get them at the next start-up', async () => {
  // Stored the way the seed stores its sample pictures: straight through the upload store.
  const { ctx } = t.app;
  const photoPath = await ctx.uploads.save('photos', 'png', galleryPng(3));
  await ctx.photos.create({ title: 'Seeded', imagePath: photoPath }, systemActor('test'));
  const picturePath = await ctx.uploads.save('faculty', 'png', avatarPng(3));
  for (const d of imageDerivatives(photoPath)) expect(await isStored(t.app, d.path)).toBe(false);

  const restarted = await buildTestApp(t.dataDir);
  try {
    for (const d of imageDerivatives(photoPath)) expect(await isStored(restarted, d.path)).toBe(true);
    // Only pictures a record refers to: a stray file gets nothing.
    for (const d of imageDerivatives(picturePath)) expect(await isStored(restarted, d.path)).toBe(false);
  } finally {
    await restarted.close();
  }
});

test('a replaced faculty picture is re-encoded with derivatives; the old one and its derivatives go, as on removal', async () => {
  const created = await createFaculty(await photo(300, 300).jpeg().toBuffer());
  expect(created.statusCode).toBe(201);
  const { _id, facultyPicture: first } = created.json();

  // A camera picture with metadata, as for a new member: it must not keep its EXIF on replacement.
  const upload = await photo(400, 400)
    .jpeg()
    .withExifMerge({ IFD0: { Copyright: 'Secret Location 23.8N 90.2E' } })
    .toBuffer();
  const form = multipart({}, { facultyPicture: { filename: 'new.jpg', content: upload } });
  const replaced = await t.app.inject({
    method: 'PUT',
    url: `/api/faculty/${_id}/picture`,
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
  expect(replaced.statusCode).toBe(200);
  const second = replaced.json().facultyPicture as string;
  expect(second).not.toBe(first);
  expect((await sharp(await stored(second)).metadata()).exif).toBeUndefined();
  for (const d of imageDerivatives(second)) expect(await isStored(t.app, d.path)).toBe(true);
  for (const p of [first, ...imageDerivatives(first).map((d) => d.path)]) expect(await isStored(t.app, p)).toBe(false);

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/faculty/${_id}/picture`,
    headers: t.auth(t.adminToken),
  });
  expect(removed.statusCode).toBe(200);
  for (const p of [second, ...imageDerivatives(second).map((d) => d.path)])
    expect(await isStored(t.app, p)).toBe(false);
});

test('the store writes derivatives only under a derivative name', async () => {
  const { uploads } = t.app.ctx;
  await expect(
    uploads.saveDerived('/uploads/photos/00000000-0000-0000-0000-000000000000.jpg', Buffer.from('x')),
  ).rejects.toThrow("Not a derivative's path");
  await expect(uploads.saveDerived('/uploads/notices/../../etc/passwd.w1.webp', Buffer.from('x'))).rejects.toThrow(
    "Not a derivative's path",
  );
});
