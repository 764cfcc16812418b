// Every kind of refusal carries a stable code and the values a frontend needs to word it in its
// reader's language, beside the English sentence (shared-types apiErrors.ts, docs/api-codes.md): import
// rows, uploads (size, kind, missing file, unreadable picture), links, field validation, spreadsheets
// and sign-in. And a phone's photo as it takes it (9 MB, 4000 x 3000) is accepted and scaled down.
import { UPLOAD_LIMITS } from '@gsvmc/shared-types';
import sharp from 'sharp';
import { JPEG_BYTES, padded, PDF_BYTES, PNG_BYTES } from './fixtures';
import { multipart, setup, storedBytes } from './helpers';
import { alumniWorkbook } from './spreadsheets';
import { importAlumni } from './staff';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

const admin = () => t.auth(t.adminToken);
function send(url: string, form: ReturnType<typeof multipart>, method: 'POST' | 'PUT' = 'POST') {
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...admin() } });
}

test('an import preview gives each refused row its reasons as codes with row, field and rule', async () => {
  const res = await importAlumni(
    t.app,
    t.adminToken,
    [
      ['', '', 2020, 'MBBS', 'Medicine'],
      ['', 'Rahim Uddin', 1800, 'MBBS', 'Medicine', 'not-an-email'],
    ],
    true,
  );
  expect(res.statusCode).toBe(200);
  const errors = res.json().errors as { row: number; field: string; code: string; values: unknown }[];
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        row: 2,
        field: 'fullName',
        message: 'Full Name is required',
        code: 'IMPORT_ROW_INVALID',
        values: { row: 2, field: 'fullName', rule: 'required' },
      }),
      expect.objectContaining({
        row: 3,
        field: 'graduationYear',
        code: 'IMPORT_ROW_INVALID',
        values: { row: 3, field: 'graduationYear', rule: 'range', min: 1950, max: new Date().getFullYear() + 10 },
      }),
      expect.objectContaining({
        row: 3,
        field: 'email',
        code: 'IMPORT_ROW_INVALID',
        values: { row: 3, field: 'email', rule: 'email' },
      }),
    ]),
  );
  expect(errors.every((e) => e.code === 'IMPORT_ROW_INVALID')).toBe(true);
});

test('a spreadsheet without the required columns names them as values', async () => {
  const form = multipart(
    {},
    { file: { filename: 'a.xlsx', content: await alumniWorkbook([['x']], ['Something else']) } },
  );
  const res = await send('/api/alumni/upload?dryRun=true', form);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'SPREADSHEET_COLUMNS_MISSING',
    values: { columns: ['Full Name', 'Graduation Year', 'Degree', 'Major'] },
  });
});

test('uploads: too large, the wrong kind and a missing file each carry their code and values', async () => {
  const tooBig = await send(
    '/api/photo/upload',
    multipart(
      { title: 'Big' },
      { photo: { filename: 'p.jpg', content: padded(JPEG_BYTES, UPLOAD_LIMITS.imageBytes + 1) } },
    ),
  );
  expect(tooBig.statusCode).toBe(413);
  expect(tooBig.json()).toEqual({
    message: 'The photo is larger than 20 MB',
    code: 'FILE_TOO_LARGE',
    field: 'photo',
    values: { field: 'photo', limit: 20 * 1024 * 1024 },
  });

  const notPdf = await send(
    '/api/notices/upload',
    multipart({ title: 'Routine' }, { pdf: { filename: 'r.pdf', content: PNG_BYTES } }),
  );
  expect(notPdf.statusCode).toBe(415);
  expect(notPdf.json()).toMatchObject({
    message: 'Only PDF files are allowed',
    code: 'FILE_TYPE_NOT_ALLOWED',
    values: { field: 'pdf', allowed: ['pdf'] },
  });

  const notPicture = await send(
    '/api/photo/upload',
    multipart({ title: 'A PDF' }, { photo: { filename: 'p.jpg', content: PDF_BYTES } }),
  );
  expect(notPicture.statusCode).toBe(415);
  expect(notPicture.json()).toMatchObject({
    code: 'FILE_TYPE_NOT_ALLOWED',
    values: { field: 'photo', allowed: ['jpeg', 'png', 'gif', 'webp'] },
  });

  const noFile = await send('/api/notices/upload', multipart({ title: 'Nothing attached' }));
  expect(noFile.statusCode).toBe(400);
  expect(noFile.json()).toMatchObject({ code: 'FILE_REQUIRED', values: { field: 'pdf' } });

  // Starts like a JPEG, is not one.
  const broken = await send(
    '/api/photo/upload',
    multipart(
      { title: 'Broken' },
      { photo: { filename: 'p.jpg', content: Buffer.concat([JPEG_BYTES.subarray(0, 20), Buffer.alloc(200)]) } },
    ),
  );
  expect(broken.statusCode).toBe(415);
  expect(broken.json()).toMatchObject({ code: 'IMAGE_UNREADABLE', values: { field: 'image' } });
});

test('a link that may not be stored is LINK_NOT_ALLOWED with its field, in a publication and on a page', async () => {
  const journal = await t.app.inject({
    method: 'POST',
    url: '/api/publications',
    headers: admin(),
    payload: {
      title: 'Article',
      authors: ['A. Author'],
      date: '2026-01-05',
      category: 'Research',
      link: 'javascript:alert(1)',
    },
  });
  expect(journal.statusCode).toBe(400);
  expect(journal.json()).toMatchObject({ code: 'LINK_NOT_ALLOWED', field: 'link', values: { field: 'link' } });

  const draft = (await t.app.inject({ url: '/api/site/draft', headers: admin() })).json();
  const page = await t.app.inject({
    method: 'PUT',
    url: '/api/site/draft',
    headers: admin(),
    payload: { version: draft.version, content: { ...draft.content, webmailUrl: 'javascript:alert(1)' } },
  });
  expect(page.statusCode).toBe(400);
  expect(page.json()).toMatchObject({
    code: 'LINK_NOT_ALLOWED',
    field: 'webmailUrl',
    values: { field: 'webmailUrl' },
  });
  expect(page.json().message).toMatch(/is not allowed/);
});

test('field validation names the field and the rule it broke', async () => {
  const long = await send(
    '/api/notices/upload',
    multipart({ title: 'x'.repeat(301) }, { pdf: { filename: 'n.pdf', content: PDF_BYTES } }),
  );
  expect(long.statusCode).toBe(400);
  expect(long.json()).toEqual({
    message: 'title must be at most 300 characters',
    code: 'VALIDATION_FAILED',
    field: 'title',
    values: { field: 'title', rule: 'tooLong', limit: 300 },
  });
  const noTitle = await send(
    '/api/photo/upload',
    multipart({ title: ' ' }, { photo: { filename: 'p.png', content: PNG_BYTES } }),
  );
  expect(noTitle.json()).toMatchObject({ code: 'VALIDATION_FAILED', values: { field: 'title', rule: 'required' } });
  const badDate = await t.app.inject({
    method: 'POST',
    url: '/api/publications',
    headers: admin(),
    payload: { title: 'Article', authors: ['A. Author'], date: '2026-02-30', category: 'Research' },
  });
  expect(badDate.json()).toMatchObject({ code: 'VALIDATION_FAILED', values: { field: 'date', rule: 'date' } });
});

test('a wrong password says so with INVALID_CREDENTIALS', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@test.local', password: 'not-the-password' },
  });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: 'Email or password is wrong', code: 'INVALID_CREDENTIALS' });
});

test('a phone photo of 9 MB and 4000 x 3000 is accepted and stored at most 2560 px on its longer side', async () => {
  // Noise does not compress: a JPEG of it is as large as a phone camera's detailed photo.
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < noise.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noise[i] = seed >> 16;
  }
  const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  expect(photo.length).toBeLessThan(UPLOAD_LIMITS.imageBytes);
  const res = await send(
    '/api/photo/upload',
    multipart({ title: 'From a phone' }, { photo: { filename: 'IMG_0001.jpg', content: photo } }),
  );
  expect(res.statusCode).toBe(201);
  const stored = await storedBytes(t.app, res.json().imageUrl);
  const meta = await sharp(stored!).metadata();
  expect([meta.width, meta.height]).toEqual([2560, 1920]);
});
