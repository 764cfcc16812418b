import path from 'node:path';
import sharp from 'sharp';
import { GIF_BYTES, HTML_BYTES, JPEG_BYTES, padded, PNG_BYTES, SVG_BYTES } from './fixtures';
import { emptyTrash, multipart, setup, storedFiles } from './helpers';
import { UPLOAD_LIMITS } from '@gsvmc/shared-types';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const fields = (over: Record<string, string> = {}) => ({
  name: 'Dr. Test Person (sample)',
  registrationNo: 'SAMPLE-A-1',
  dateOfBirth: '1975-04-12',
  designation: 'Associate Professor',
  department: 'Physiology',
  qualifications: JSON.stringify([
    { degree: 'MBBS', year: '1999' },
    { degree: 'MPhil', year: '2006' },
  ]),
  workExperience: JSON.stringify([{ role: 'Lecturer', startDate: '2001-01-01', endDate: '2008-12-31' }]),
  publications: JSON.stringify([{ title: 'A sample paper', link: 'https://example.org/p' }, { title: 'null' }]),
  ...over,
});
const pictures = () => storedFiles(t.app, 'faculty');

async function create(over: Record<string, string> = {}, files: Parameters<typeof multipart>[1] = {}) {
  const form = multipart(fields(over), files);
  return t.app.inject({
    method: 'POST',
    url: '/api/faculty',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
}

test('POST /faculty stores scalar fields, JSON lists and a picture; GET returns it', async () => {
  const res = await create(
    { role: 'admin', _id: 'chosen-by-client' },
    { facultyPicture: { filename: 'me.svg', content: PNG_BYTES, type: 'image/svg+xml' } },
  );
  expect(res.statusCode).toBe(201);
  const created = res.json();
  expect(created).toMatchObject({
    name: 'Dr. Test Person (sample)',
    registrationNo: 'SAMPLE-A-1',
    dateOfBirth: '1975-04-12',
    designation: 'Associate Professor',
    department: 'Physiology',
    qualifications: [
      { degree: 'MBBS', year: '1999' },
      { degree: 'MPhil', year: '2006' },
    ],
    workExperience: [{ role: 'Lecturer', startDate: '2001-01-01', endDate: '2008-12-31' }],
    publications: [{ title: 'A sample paper', link: 'https://example.org/p' }, { title: 'null' }],
  });
  expect(created._id).not.toBe('chosen-by-client');
  // Stored under a generated name with the detected type, whatever the client called it.
  expect(created.facultyPicture).toMatch(/^\/uploads\/faculty\/[0-9a-f-]{36}\.png$/);
  const file = await t.app.inject({ url: created.facultyPicture });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  // Re-encoded on upload (uploads/images.ts): a PNG of the same pixels, not the same bytes.
  const [stored, sent] = await Promise.all(
    [file.rawPayload, PNG_BYTES].map((b) => sharp(b).raw().toBuffer({ resolveWithObject: true })),
  );
  expect(stored!.info).toMatchObject({ width: sent!.info.width, height: sent!.info.height });
  expect(stored!.data.equals(sent!.data)).toBe(true);

  const one = await t.app.inject({ url: `/api/faculty/${created._id}` });
  expect(one.json()).toEqual(created);
  const all = await t.app.inject({ url: '/api/faculty' });
  expect(all.json().map((f: { _id: string }) => f._id)).toContain(created._id);
});

test('accepts JPEG and GIF pictures and none at all', async () => {
  expect(
    (await create({}, { facultyPicture: { filename: 'a.jpg', content: JPEG_BYTES } })).json().facultyPicture,
  ).toMatch(/\.jpg$/);
  expect(
    (await create({}, { facultyPicture: { filename: 'a.gif', content: GIF_BYTES } })).json().facultyPicture,
  ).toMatch(/\.gif$/);
  const none = await create();
  expect(none.statusCode).toBe(201);
  expect(none.json().facultyPicture).toBeUndefined();
});

test('refuses pictures that are not images by their bytes (415), whatever their name, and stores nothing', async () => {
  const before = (await pictures()).length;
  for (const content of [SVG_BYTES, HTML_BYTES, Buffer.from('plain text')]) {
    const res = await create({}, { facultyPicture: { filename: 'photo.png', content, type: 'image/png' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
  }
  expect((await pictures()).length).toBe(before);
});

test('refuses an oversize picture with 413 and leaves no file behind', async () => {
  const before = (await pictures()).length;
  const res = await create(
    {},
    { facultyPicture: { filename: 'big.png', content: padded(PNG_BYTES, UPLOAD_LIMITS.imageBytes + 1) } },
  );
  expect(res.statusCode).toBe(413);
  expect(res.json().code).toBe('FILE_TOO_LARGE');
  expect((await pictures()).length).toBe(before);
});

test('a request with a valid picture but invalid fields stores no picture (no orphan)', async () => {
  const before = (await pictures()).length;
  const res = await create({ department: 'Astrology' }, { facultyPicture: { filename: 'a.png', content: PNG_BYTES } });
  expect(res.statusCode).toBe(400);
  expect((await pictures()).length).toBe(before);
});

test.each([
  [{ name: '' }, 'name'],
  [{ qualifications: 'not json' }, 'qualifications'],
  [{ qualifications: JSON.stringify([{ degree: 'MBBS' }]) }, 'year'],
  [{ workExperience: JSON.stringify([{ role: 'x', startDate: '2000' }]) }, 'endDate'],
  [{ dateOfBirth: '12/04/1975' }, 'dateOfBirth'],
])('validates fields: %j', async (over, word) => {
  const res = await create(over);
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('VALIDATION_FAILED');
  expect(res.json().message).toContain(word);
});

test('refuses a JSON body on the multipart route with 415', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/faculty',
    payload: { name: 'x' },
    headers: t.auth(t.adminToken),
  });
  expect(res.statusCode).toBe(415);
});

test('PUT /faculty/{id} updates one part at a time and ignores unknown fields', async () => {
  const id = (await create()).json()._id as string;
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/faculty/${id}`, payload, headers: t.auth(t.adminToken) });

  const profile = await put({
    name: 'Dr. Renamed (sample)',
    designation: 'Professor',
    createdAt: '1900-01-01',
    facultyPicture: '/etc/passwd',
  });
  expect(profile.statusCode).toBe(200);
  expect(profile.json()).toMatchObject({
    name: 'Dr. Renamed (sample)',
    designation: 'Professor',
    department: 'Physiology',
  });
  expect(profile.json().facultyPicture).toBeUndefined();
  expect(profile.json().createdAt).not.toBe('1900-01-01');

  const quals = await put({ qualifications: [{ degree: 'FCPS', year: '2010' }] });
  expect(quals.json().qualifications).toEqual([{ degree: 'FCPS', year: '2010' }]);
  expect(quals.json().name).toBe('Dr. Renamed (sample)');
  expect((await put({ workExperience: [] })).json().workExperience).toEqual([]);
  expect((await put({ publications: [{ title: 'New' }] })).json().publications).toEqual([{ title: 'New' }]);

  expect((await put({})).statusCode).toBe(400);
  expect((await put({ department: 'Nowhere' })).statusCode).toBe(400);
  const missing = await t.app.inject({
    method: 'PUT',
    url: '/api/faculty/nope',
    payload: { name: 'x' },
    headers: t.auth(t.adminToken),
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: 'Faculty not found', code: 'NOT_FOUND' });
});

test('DELETE /faculty/{id} moves the record to the trash; its picture is kept, unserved, until purged', async () => {
  const created = (await create({}, { facultyPicture: { filename: 'a.png', content: PNG_BYTES } })).json();
  const name = path.basename(created.facultyPicture);
  expect(await pictures()).toContain(name);
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/faculty/${created._id}`,
    headers: t.auth(t.adminToken),
  });
  expect(res.statusCode).toBe(200);
  expect(await pictures()).toContain(name);
  expect((await t.app.inject({ url: `/api/faculty/${created._id}` })).statusCode).toBe(404);
  expect((await t.app.inject({ url: created.facultyPicture })).statusCode).toBe(404);
  await emptyTrash(t.app, t.adminToken);
  expect(await pictures()).not.toContain(name);
  const again = await t.app.inject({
    method: 'DELETE',
    url: `/api/faculty/${created._id}`,
    headers: t.auth(t.adminToken),
  });
  expect(again.statusCode).toBe(404);
});

test('GET /faculty/department/{name}: members in rank order, 404 with the error shape when none', async () => {
  await create({ name: 'Z Lecturer (sample)', designation: 'Lecturer', department: 'Orthopaedic Surgery' });
  await create({ name: 'A Assistant (sample)', designation: 'Assistant Professor', department: 'Orthopaedic Surgery' });
  await create({ name: 'M Professor (sample)', designation: 'Professor', department: 'Orthopaedic Surgery' });
  const res = await t.app.inject({ url: `/api/faculty/department/${encodeURIComponent('Orthopaedic Surgery')}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().map((f: { name: string }) => f.name)).toEqual([
    'M Professor (sample)',
    'A Assistant (sample)',
    'Z Lecturer (sample)',
  ]);

  const amp = await create({ department: 'Obstetrics & Gynaecology' });
  const withAmp = await t.app.inject({
    url: `/api/faculty/department/${encodeURIComponent('Obstetrics & Gynaecology')}`,
  });
  expect(withAmp.json().map((f: { _id: string }) => f._id)).toEqual([amp.json()._id]);

  const none = await t.app.inject({ url: '/api/faculty/department/Urology' });
  expect(none.statusCode).toBe(404);
  expect(none.json()).toEqual({ message: 'No faculty members found for this department', code: 'NOT_FOUND' });
});

test('GET /faculty/{id} for an unknown id is 404 Faculty not found', async () => {
  const res = await t.app.inject({ url: '/api/faculty/does-not-exist' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Faculty not found', code: 'NOT_FOUND' });
});

describe("PUT /faculty/:id/picture (a member's picture changes after creation)", () => {
  async function putPicture(id: string, files: Parameters<typeof multipart>[1], token: string | null = t.adminToken) {
    const form = multipart({}, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/faculty/${id}/picture`,
      payload: form.payload,
      headers: { ...form.headers, ...(token ? t.auth(token) : {}) },
    });
  }

  test('replaces the picture, serves the new one and deletes the old file', async () => {
    const created = (await create({}, { facultyPicture: { filename: 'a.png', content: PNG_BYTES } })).json();
    const oldName = path.basename(created.facultyPicture);
    expect(await pictures()).toContain(oldName);

    const res = await putPicture(created._id, { facultyPicture: { filename: 'b.jpg', content: JPEG_BYTES } });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.facultyPicture).toMatch(/^\/uploads\/faculty\/[0-9a-f-]{36}\.jpg$/);
    expect(updated.name).toBe(created.name);
    expect(await pictures()).not.toContain(oldName);
    expect(await pictures()).toContain(path.basename(updated.facultyPicture));
    expect((await t.app.inject({ url: created.facultyPicture })).statusCode).toBe(404);
    const file = await t.app.inject({ url: updated.facultyPicture });
    expect(file.headers['content-type']).toBe('image/jpeg');
    // The lists see the change at once (their cache is dropped).
    const all = (await t.app.inject({ url: '/api/faculty' })).json() as { _id: string; facultyPicture?: string }[];
    expect(all.find((f) => f._id === created._id)?.facultyPicture).toBe(updated.facultyPicture);
  });

  test('gives a member without a picture one; DELETE removes it and its file', async () => {
    const created = (await create()).json();
    expect(created.facultyPicture).toBeUndefined();
    const added = (await putPicture(created._id, { facultyPicture: { filename: 'c.gif', content: GIF_BYTES } })).json();
    expect(added.facultyPicture).toMatch(/\.gif$/);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/faculty/${created._id}/picture`,
      headers: t.auth(t.adminToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().facultyPicture).toBeUndefined();
    expect(await pictures()).not.toContain(path.basename(added.facultyPicture));
  });

  test('refuses a file that is not an image, keeps the old picture, and leaves no new file', async () => {
    const created = (await create({}, { facultyPicture: { filename: 'a.png', content: PNG_BYTES } })).json();
    const before = (await pictures()).length;
    const res = await putPicture(created._id, {
      facultyPicture: { filename: 'x.png', content: SVG_BYTES, type: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(await pictures()).toHaveLength(before);
    expect((await t.app.inject({ url: `/api/faculty/${created._id}` })).json().facultyPicture).toBe(
      created.facultyPicture,
    );
    expect((await putPicture(created._id, {})).statusCode).toBe(400);
  });

  test('needs an admin, and a member that exists', async () => {
    const created = (await create()).json();
    const png = { facultyPicture: { filename: 'a.png', content: PNG_BYTES } };
    expect((await putPicture(created._id, png, null)).statusCode).toBe(401);
    expect((await putPicture(created._id, png, t.userToken)).statusCode).toBe(403);
    expect((await putPicture('no-such-member', png)).statusCode).toBe(404);
  });
});
