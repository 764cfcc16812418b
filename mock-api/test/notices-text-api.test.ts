// A notice is its text: uploads (a PDF, or photos of the pages) queue a reading job; the API answers
// at once with textStatus 'pending', and the job fills the text, page count, size and first-page
// picture; staff correct the text (audited) or ask for it to be read again; search finds words that
// stand only in the text. The reading engine is the fake of test/support/noticeReader.ts.
import type { AuditEntry, NoticeDetail, SearchResponse } from '@gsvmc/shared-types';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultNoticeReader } from '../src/jobs/defaultReader';
import { makePdf } from '../src/seed/pdf';
import { JPEG_BYTES, PNG_BYTES, PDF_BYTES } from './fixtures';
import { isStored, setup } from './helpers';
import { multipartParts, uploadPdf } from './support/noticeUploads';
import { fakeNoticeReader, type FakeReaderOptions } from './support/noticeReader';

type Setup = Awaited<ReturnType<typeof setup>>;

async function withReader(options: FakeReaderOptions = {}) {
  const reader = fakeNoticeReader(options);
  const t = await setup({ noticeReader: reader, jobs: { manual: true } });
  return { t, reader };
}

const getNotice = (t: Setup, id: string, token?: string) =>
  t.app.inject({ url: `/api/notices/${id}`, headers: token ? t.auth(token) : {} });

describe('a notice uploaded as a PDF', () => {
  let t: Setup;
  beforeAll(async () => {
    ({ t } = await withReader());
  });
  afterAll(() => t.cleanup());

  test('answers at once with its text pending, then carries the text, page count, size and picture', async () => {
    const pdf = makePdf('Anatomy ward rounds', ['The quokka lecture moves to hall 3 on Sunday.']);
    const created = await uploadPdf(t, 'Ward rounds', pdf);
    expect(created).toMatchObject({ textStatus: 'pending', text: null, textSource: null, fileSize: pdf.length });

    await t.app.ctx.jobs.settle();
    const res = await getNotice(t, created._id);
    expect(res.statusCode).toBe(200);
    const notice = res.json() as NoticeDetail;
    expect(notice).toMatchObject({ textStatus: 'done', textSource: 'pdf', pageCount: 1, fileSize: pdf.length });
    expect(notice.text).toContain('The quokka lecture moves to hall 3 on Sunday.');
    expect(notice.previewUrl).toMatch(/^\/uploads\/notices\/[0-9a-f-]{36}\.webp$/);
    expect(await isStored(t.app, notice.previewUrl!)).toBe(true);
    const picture = await t.app.inject({ url: notice.previewUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    // List items carry the file's facts but not the text.
    const list = (await t.app.inject({ url: '/api/notices' })).json() as NoticeDetail[];
    const item = list.find((n) => n._id === created._id)!;
    expect(item).toMatchObject({ fileSize: pdf.length, pageCount: 1, previewUrl: notice.previewUrl });
    expect(item).not.toHaveProperty('text');
  });

  test('a scheduled notice is 404 to visitors and readable by staff; an unknown id is 404', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const created = await uploadPdf(t, 'Next week', PDF_BYTES, { publishAt: later });
    expect((await getNotice(t, created._id)).statusCode).toBe(404);
    expect((await getNotice(t, created._id, t.userToken)).statusCode).toBe(404);
    const staff = await getNotice(t, created._id, t.adminToken);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ _id: created._id, title: 'Next week' });
    const missing = await getNotice(t, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('a new PDF puts the text back to pending and reads the new file', async () => {
    const created = await uploadPdf(t, 'Replaced', makePdf('Old', ['The first version said wombat.']));
    await t.app.ctx.jobs.settle();
    const before = (await getNotice(t, created._id)).json() as NoticeDetail;
    const form = multipartParts({}, [['pdf', { filename: 'n.pdf', content: makePdf('New', ['Now it says numbat.']) }]]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/notices/${created._id}`,
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(t.adminToken) },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ textStatus: 'pending', text: null, previewUrl: null });
    // The old picture goes with the old file.
    expect(await isStored(t.app, before.previewUrl!)).toBe(false);
    await t.app.ctx.jobs.settle();
    const after = (await getNotice(t, created._id)).json() as NoticeDetail;
    expect(after.textStatus).toBe('done');
    expect(after.text).toContain('numbat');
    expect(after.text).not.toContain('wombat');
  });
});

describe('a notice sent as photos of its pages', () => {
  let t: Setup;
  beforeAll(async () => {
    ({ t } = await withReader({
      pagesText: { title: 'Admission test seat plan', paragraphs: ['Candidates sit by roll number.'] },
    }));
  });
  afterAll(() => t.cleanup());

  const sendPages = (fields: Record<string, string>, pages: Buffer[]) => {
    const form = multipartParts(
      fields,
      pages.map((content, i) => ['pages', { filename: `page${i + 1}.jpg`, content }] as const),
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/notices/upload',
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(t.adminToken) },
    });
  };

  test('without a title: held from visitors until the text gives it one, then titled from its first line', async () => {
    const res = await sendPages({}, [JPEG_BYTES, PNG_BYTES]);
    expect(res.statusCode).toBe(201);
    const created = res.json() as NoticeDetail;
    expect(created).toMatchObject({ title: '', titleFromText: true, textStatus: 'pending' });
    // The PDF made from the photos is the notice's file.
    const file = await t.app.inject({ url: created.pdfUrl });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await t.app.ctx.jobs.settle();
    const notice = (await getNotice(t, created._id)).json() as NoticeDetail;
    expect(notice).toMatchObject({ title: 'Admission test seat plan', titleFromText: true, textStatus: 'done' });
    const list = (await t.app.inject({ url: '/api/notices' })).json() as NoticeDetail[];
    expect(list.map((n) => n._id)).toContain(created._id);

    // The clerk confirms (or changes) the title: it no longer counts as read from the text.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/notices/${created._id}`,
      payload: { title: 'Admission test: seat plan' },
      headers: t.auth(t.adminToken),
    });
    expect(put.json()).toMatchObject({ title: 'Admission test: seat plan', titleFromText: false });
  });

  test('an untitled notice is not shown to visitors while its text is read', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reader = fakeNoticeReader({ before: () => held });
    const t2 = await setup({ noticeReader: reader, jobs: { manual: true } });
    try {
      const form = multipartParts({}, [['pages', { filename: 'p.jpg', content: JPEG_BYTES }]]);
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/notices/upload',
        payload: form.payload,
        headers: { ...form.headers, ...t2.auth(t2.adminToken) },
      });
      const created = res.json() as NoticeDetail;
      const settled = t2.app.ctx.jobs.settle();
      expect((await getNotice(t2, created._id)).statusCode).toBe(404);
      expect(((await t2.app.inject({ url: '/api/notices' })).json() as unknown[]).length).toBe(0);
      expect((await getNotice(t2, created._id, t2.adminToken)).statusCode).toBe(200);
      release();
      await settled;
      expect((await getNotice(t2, created._id)).statusCode).toBe(200);
    } finally {
      release();
      await t2.cleanup();
    }
  });

  test('with a title: the title stays as given', async () => {
    const res = await sendPages({ title: 'Seat plan (given)' }, [JPEG_BYTES]);
    expect(res.statusCode).toBe(201);
    await t.app.ctx.jobs.settle();
    const notice = (await getNotice(t, (res.json() as NoticeDetail)._id)).json() as NoticeDetail;
    expect(notice).toMatchObject({ title: 'Seat plan (given)', titleFromText: false });
    expect(notice.text).toContain('Candidates sit by roll number.');
  });

  test('refusals: not a photo, both a PDF and pages, a page the engine cannot use', async () => {
    const notPhoto = await sendPages({}, [PDF_BYTES]);
    expect(notPhoto.statusCode).toBe(415);
    expect(notPhoto.json().message).toMatch(/Page 1 is not a photo/);

    const form = multipartParts({ title: 'Both' }, [
      ['pdf', { filename: 'n.pdf', content: PDF_BYTES }],
      ['pages', { filename: 'p.jpg', content: JPEG_BYTES }],
    ]);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/notices/upload',
      payload: form.payload,
      headers: { ...form.headers, ...t.auth(t.adminToken) },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/either a PDF or photos/);

    const refusing = fakeNoticeReader();
    refusing.pagesToPdf = async () => {
      const err = new Error('Page 1 is too small to read: take the photo closer') as Error & { code: string };
      err.name = 'NoticeImageError';
      err.code = 'IMAGE_TOO_SMALL';
      throw err;
    };
    const t2 = await setup({ noticeReader: refusing, jobs: { manual: true } });
    try {
      const f = multipartParts({}, [['pages', { filename: 'p.jpg', content: JPEG_BYTES }]]);
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/notices/upload',
        payload: f.payload,
        headers: { ...f.headers, ...t2.auth(t2.adminToken) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'NOTICE_PAGE_REJECTED',
        field: 'pages',
        message: 'Page 1 is too small to read: take the photo closer',
      });
      // Nothing was stored.
      expect(await t2.app.ctx.uploads.list('notices')).toEqual([]);
    } finally {
      await t2.cleanup();
    }
  });
});

describe('staff correct the text', () => {
  let t: Setup;
  beforeAll(async () => {
    ({ t } = await withReader());
  });
  afterAll(() => t.cleanup());

  test('PUT text replaces it (source staff, done), paragraphs kept, with an audit row', async () => {
    const created = await uploadPdf(t, 'Exam routine', makePdf('Exam routine', ['Frist proffesional exam.']));
    await t.app.ctx.jobs.settle();
    const corrected = 'First professional examination\r\n\r\nStarts on 2 March.  \n';
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/notices/${created._id}`,
      payload: { text: corrected },
      headers: t.auth(t.adminToken),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      text: 'First professional examination\n\nStarts on 2 March.',
      textSource: 'staff',
      textStatus: 'done',
    });
    const audit = await t.app.inject({ url: '/api/audit?entity=notice', headers: t.auth(t.adminToken) });
    const rows = (audit.json() as { data: AuditEntry[] }).data;
    const row = rows.find((r) => r.entityId === created._id && r.summary?.startsWith('Corrected the text'));
    expect(row).toBeDefined();
    expect(row!.after).toMatchObject({
      text: 'First professional examination\n\nStarts on 2 March.',
      textSource: 'staff',
    });
    expect((row!.before as { text: string }).text).toContain('Frist proffesional');

    // A later reading (asked for again) keeps the staff's text.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/notices/${created._id}/text/retry`,
      headers: t.auth(t.adminToken),
    });
    expect(retry.statusCode).toBe(200);
    await t.app.ctx.jobs.settle();
    expect((await getNotice(t, created._id)).json()).toMatchObject({
      text: 'First professional examination\n\nStarts on 2 March.',
      textSource: 'staff',
      textStatus: 'done',
    });
  });

  test('only staff may correct; text must be text and within the limit', async () => {
    const created = await uploadPdf(t, 'Limits', PDF_BYTES);
    const as = (token: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/notices/${created._id}`,
        payload: payload as object,
        headers: t.auth(token),
      });
    expect((await as(t.userToken, { text: 'x' })).statusCode).toBe(403);
    expect((await as(t.adminToken, { text: 42 })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const long = await as(t.adminToken, { text: 'a'.repeat(100_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 100000 characters/);
    const retryAsUser = await t.app.inject({
      method: 'POST',
      url: `/api/notices/${created._id}/text/retry`,
      headers: t.auth(t.userToken),
    });
    expect(retryAsUser.statusCode).toBe(403);
  });
});

describe('search inside notices', () => {
  let t: Setup;
  beforeAll(async () => {
    ({ t } = await withReader({
      // The "scan" holds Bengali words and digits that neither the title nor the description has.
      text: (lines) => [...lines, 'ভর্তি পরীক্ষার ফল ২০২৬ সালের মার্চে'].join('\n'),
    }));
  });
  afterAll(() => t.cleanup());

  const search = async (q: string) =>
    (
      (await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })).json() as SearchResponse
    ).results.notice.map((h) => h.id);

  test('a word only inside the text finds its notice once the text is read, with Banglish and digit folding', async () => {
    const created = await uploadPdf(t, 'Result notice', makePdf('Result notice', ['Xylophone practice resumes.']));
    expect(await search('xylophone')).toEqual([]);
    const before = (await t.app.inject({ url: '/api/content-version' })).json() as { version: string };
    await t.app.ctx.jobs.settle();
    expect(await search('xylophone')).toEqual([created._id]);
    expect(await search('পরীক্ষার')).toEqual([created._id]);
    // Banglish (a phonetic key) and ASCII digits for Bengali ones.
    expect(await search('vorti')).toEqual([created._id]);
    expect(await search('2026')).toEqual([created._id]);
    // The site server's render cache sees the new text.
    const after = (await t.app.inject({ url: '/api/content-version' })).json() as { version: string };
    expect(after.version).not.toBe(before.version);

    // Corrected text is what search knows afterwards.
    await t.app.inject({
      method: 'PUT',
      url: `/api/notices/${created._id}`,
      payload: { text: 'Marimba practice resumes.' },
      headers: t.auth(t.adminToken),
    });
    expect(await search('xylophone')).toEqual([]);
    expect(await search('marimba')).toEqual([created._id]);
  });
});

describe('the real reading engine', () => {
  let t: Setup;
  beforeAll(async () => {
    t = await setup({ noticeReader: defaultNoticeReader(), jobs: { manual: true } });
  });
  afterAll(() => t.cleanup());

  test('a born-digital Bengali and English PDF is read from its text layer, end to end', async () => {
    const pdf = readFileSync(path.join(__dirname, 'notice-text-fixtures', 'born-digital-mixed.pdf'));
    const created = await uploadPdf(t, 'Annual examination', pdf);
    await t.app.ctx.jobs.settle();
    const notice = (await getNotice(t, created._id)).json() as NoticeDetail;
    expect(notice).toMatchObject({ textStatus: 'done', textSource: 'pdf', pageCount: 1, fileSize: pdf.length });
    expect(notice.text).toContain('All students must bring their admit card');
    expect(notice.text).toContain('বার্ষিক পরীক্ষা');
    expect(await isStored(t.app, notice.previewUrl!)).toBe(true);
    const hits = (await t.app.inject({ url: '/api/search?q=admit' })).json() as SearchResponse;
    expect(hits.results.notice.map((h) => h.id)).toEqual([created._id]);
  }, 120_000);
});
