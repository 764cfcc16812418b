// Logins and passwords in the browser: the password rules and refusals on the register and profile forms, a
// password change ending the other sessions, and a notice PDF's name and sandbox through the site.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { ADMIN, apiToken, expect, loginAs, newAccount, registerUser, signIn, test, viewports } from '../fixtures';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

test.describe('passwords', () => {
  test('registration states the rules first and refuses a common password in words', async ({ page }) => {
    const account = newAccount('common');
    await page.goto('/register');
    await expect(page.getByText(/At least 8 characters .* 10,000 most common passwords/)).toBeVisible();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your password must be at least 8 characters long.' }),
    ).toBeVisible();

    await page.getByLabel('Password').fill('12345678');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText(
        'This password is one of the 10,000 most common passwords, which attackers try first. Please choose another.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText(/body\//)).toHaveCount(0);
  });

  test('a user changes the password on /profile; the other session ends and the new password works', async ({
    page,
    request,
  }) => {
    const account = await registerUser(request, 'change');
    const otherSession = await apiToken(request, account);
    await signIn(page, account);

    const form = page.getByRole('region', { name: 'Change password' });
    await expect(form.getByText(/At least 8 characters/)).toBeVisible();
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('a fresh passphrase 2026');
    await form.getByLabel('New password again').fill('a fresh passphrase 2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');

    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      form.getByText('Your password has been changed. You have been signed out everywhere else.'),
    ).toBeVisible();

    // This page keeps working with the new token; the other session is over.
    await page.reload();
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
    const other = await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${otherSession}` } });
    expect(other.status()).toBe(401);
    const oldLogin = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(oldLogin.status()).toBe(401);
    await apiToken(request, { email: account.email, password: 'a fresh passphrase 2026' });
  });
});

test.describe('uploaded files', () => {
  test('a notice PDF is served under its title, sandboxed', async ({ request }) => {
    const token = await apiToken(request, ADMIN);
    const title = 'ভর্তি বিজ্ঞপ্তি 2026';
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const created = await request.post('/api/notices/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { title, pdf: { name: 'circular.pdf', mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(created.status()).toBe(201);
    const { pdfUrl, _id } = (await created.json()) as { pdfUrl: string; _id: string };
    const file = await request.get(pdfUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-security-policy']).toBe('sandbox');
    const disposition = file.headers()['content-disposition']!;
    expect(disposition).toContain('filename="notice-2026.pdf"');
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(`${title}.pdf`);
    await request.delete(`/api/notices/${_id}`, { headers: { authorization: `Bearer ${token}` } });
  });

  test("a scheduled notice's PDF: 404 to visitors through the site, downloaded by staff from the notices page", async ({
    page,
    request,
  }) => {
    const token = await loginAs(page, request, ADMIN);
    const title = `Scheduled circular ${Date.now().toString(36)}`;
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const created = await request.post('/api/notices/upload', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        title,
        publishAt: '2099-01-01T09:00:00Z',
        pdf: { name: 'circular.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(created.status()).toBe(201);
    const { pdfUrl, _id } = (await created.json()) as { pdfUrl: string; _id: string };
    try {
      const visitor = await request.get(pdfUrl);
      expect(visitor.status()).toBe(404);
      expect(visitor.headers()['content-disposition']).toBeUndefined();
      expect(await visitor.text()).not.toContain(title);

      // The notices page's Download link carries no Authorization header: it works all the same.
      await page.goto('/admin/upload');
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        item.getByRole('link', { name: `Download ${title}` }).click(),
      ]);
      expect(await download.failure()).toBeNull();
      expect(download.suggestedFilename()).toBe(`${title}.pdf`);
      expect(readFileSync((await download.path())!).equals(pdf)).toBe(true);
    } finally {
      await request.delete(`/api/notices/${_id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  });
});

test.describe('the change-password form is accessible', () => {
  // axe-core is injected as an inline script, which the site's CSP (rightly) refuses.
  test.use({ bypassCSP: true });
  for (const viewport of Object.values(viewports)) {
    test(`no serious or critical axe violations on /profile at ${viewport.width} px, with a refusal shown`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const account = await registerUser(request, 'a11y');
      await loginAs(page, request, account);
      await page.goto('/profile');
      const form = page.getByRole('region', { name: 'Change password' });
      await form.getByLabel('Current password').fill('x');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      await page.addScriptTag({ content: axeSource });
      const serious = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      });
      expect(serious).toEqual([]);
    });
  }
});
