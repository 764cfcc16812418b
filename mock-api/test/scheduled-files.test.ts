// A scheduled notice's PDF is not out before its publish time: visitors get the same 404 as for a
// file that does not exist (no title in a header), staff still open it from the notices page.
import { PDF_BYTES } from './fixtures';
import { multipart, setup } from './helpers';
import { createAccount } from './staff';

let t: Awaited<ReturnType<typeof setup>>;
let editor: { id: string; token: string };
beforeAll(async () => {
  t = await setup();
  editor = await createAccount(t.app, t.adminToken, 'schedule.editor@test.local', 'editor');
});
afterAll(() => t.cleanup());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const TITLE = 'Confidential exam routine';

async function scheduledNotice() {
  const form = multipart(
    { title: TITLE, publishAt: '2099-01-01T09:00:00Z' },
    { pdf: { filename: 'n.pdf', content: PDF_BYTES } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notices/upload',
    payload: form.payload,
    headers: { ...form.headers, ...as(editor.token) },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; pdfUrl: string };
}

test('visitors get 404 without the title until the publish time; then the file and its name', async () => {
  const notice = await scheduledNotice();
  const encoded = notice.pdfUrl.replace('/notices/', '/%6Eotices/');
  for (const url of [notice.pdfUrl, encoded, `${notice.pdfUrl}?token=forged.jwt.value`]) {
    const res = await t.app.inject({ url });
    expect([url, res.statusCode]).toEqual([url, 404]);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).not.toContain('Confidential');
    expect(res.json().code).toBe('NOT_FOUND');
    // Not kept by any cache: the file is due at its time, not a year later.
    expect(res.headers['cache-control']).toBe('no-store');
  }
  // A signed-in visitor who is not staff is a visitor.
  expect((await t.app.inject({ url: notice.pdfUrl, headers: as(t.userToken) })).statusCode).toBe(404);

  const due = await t.app.inject({
    method: 'PUT',
    url: `/api/notices/${notice._id}`,
    headers: as(editor.token),
    payload: { publishAt: '2026-01-01T09:00:00Z' },
  });
  expect(due.statusCode).toBe(200);
  const live = await t.app.inject({ url: notice.pdfUrl });
  expect(live.statusCode).toBe(200);
  expect(live.rawPayload.equals(PDF_BYTES)).toBe(true);
  expect(live.headers['content-disposition']).toContain('filename="Confidential exam routine.pdf"');
});

test('staff get a scheduled PDF with their token, and from the link the notices page shows', async () => {
  const notice = await scheduledNotice();
  const withToken = await t.app.inject({ url: notice.pdfUrl, headers: as(editor.token) });
  expect(withToken.statusCode).toBe(200);
  expect(withToken.rawPayload.equals(PDF_BYTES)).toBe(true);
  expect(withToken.headers['cache-control']).toBe('private, no-store');

  // The notices page opens the file in a new tab, where no Authorization header goes along: its
  // list hands out a link signed for this one file.
  const list = await t.app.inject({ url: '/api/notices/admin', headers: as(editor.token) });
  const listed = (list.json() as { _id: string; pdfUrl: string }[]).find((n) => n._id === notice._id)!;
  expect(listed.pdfUrl).toMatch(new RegExp(`^${notice.pdfUrl}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
  const opened = await t.app.inject({ url: listed.pdfUrl });
  expect(opened.statusCode).toBe(200);
  expect(opened.rawPayload.equals(PDF_BYTES)).toBe(true);
  expect(opened.headers['cache-control']).toBe('private, no-store');
  expect(opened.headers['content-disposition']).toContain('filename="Confidential exam routine.pdf"');

  // That link opens no other file, and a session token is not a file link.
  const other = await scheduledNotice();
  const token = listed.pdfUrl.split('?token=')[1]!;
  expect((await t.app.inject({ url: `${other.pdfUrl}?token=${token}` })).statusCode).toBe(404);
  expect((await t.app.inject({ url: `${other.pdfUrl}?token=${editor.token}` })).statusCode).toBe(404);
});
