// A refused upload reaches the person as the refusal: an admin whose session ended while they were
// filling in the upload form, then sent an 8 MB notice, is told to log in again (the API's 401), not
// shown a network error. The API refuses from the headers alone, before reading the body; the site's
// server reads the rest of the body before answering (shell/server/requestBody.ts). On loopback
// Chromium read the 401 even before that change; the socket tests beside requestBody.mjs (a 20 MB
// body got EPIPE before it) are the ones that show the difference. This is the person's side of it.
import { expect, loginAs, makePdf, test } from '../fixtures';

const EIGHT_MB = 8 * 1024 * 1024;

test('an admin whose session ended before an 8 MB upload arrived is asked to log in again', async ({
  page,
  request,
}) => {
  const token = await loginAs(page, request);
  await page.goto('/admin/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload & View Notices' })).toBeVisible();

  // A real PDF (the server's byte check is never reached, but the form's type check is), padded to
  // 8 MB: under the 10 MB limit, so the token alone decides.
  const pdf = makePdf('Refused routine');
  const big = Buffer.concat([pdf, Buffer.alloc(EIGHT_MB - pdf.length, 0x20)]);
  await page.getByLabel(/Drag and drop a PDF here/).setInputFiles({
    name: 'refused-routine.pdf',
    mimeType: 'application/pdf',
    buffer: big,
  });
  await page.getByLabel(/^Title(?! \(Bengali\))/).fill('Refused routine');

  // Meanwhile the session ends: signed out elsewhere, so the server no longer accepts this token.
  const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);

  const answer = page.waitForResponse((res) => res.url().endsWith('/api/notices/upload'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const refused = await answer;
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Your session is invalid or has expired', code: 'UNAUTHORIZED' });

  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/network error/i)).toHaveCount(0);
  // Nothing was stored.
  const notices = (await (await request.get('/api/notices')).json()) as Array<{ title: string }>;
  expect(notices.map((n) => n.title)).not.toContain('Refused routine');
});
