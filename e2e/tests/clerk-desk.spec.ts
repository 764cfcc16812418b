// The clerk's desk outside the page editor: an editor signs in and lands on the dashboard of what
// needs attention (Dhaka time, the zone named once), deletes a faculty member after a question that
// names them and the Trash, and brings them back with Undo in the toast; in English at 1366 px and in
// the Bengali portal at 360 px.
import { apiToken, expect, test, type APIRequestContext, type Page } from '../fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Clerk-Pass-2026';

/** An editor account the admin made, with its password set through the reset link. */
async function createEditor(request: APIRequestContext): Promise<string> {
  const admin = await apiToken(request);
  const email = `clerk${stamp()}@example.org`;
  const res = await request.post('/api/users', {
    headers: { authorization: `Bearer ${admin}` },
    data: { username: `Clerk ${stamp()}`, email, role: 'editor' },
  });
  expect(res.status()).toBe(201);
  const { resetLink } = (await res.json()) as { resetLink: { url: string } };
  const token = new URL(resetLink.url, 'http://x').searchParams.get('token');
  expect((await request.post('/api/auth/reset', { data: { token, password: PASSWORD } })).ok()).toBeTruthy();
  return email;
}

async function createFaculty(request: APIRequestContext, name: string): Promise<string> {
  const admin = await apiToken(request);
  const res = await request.post('/api/faculty', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      name,
      registrationNo: `DESK-${stamp()}`,
      dateOfBirth: '1980-01-01',
      designation: 'Lecturer',
      department: 'Anatomy',
      qualifications: JSON.stringify([{ degree: 'MBBS', year: '2005' }]),
      workExperience: JSON.stringify([]),
      publications: JSON.stringify([]),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const CASES = [
  {
    language: 'en' as const,
    viewport: { width: 1366, height: 900 },
    attention: 'Needs attention',
    zone: 'Times are Dhaka time (UTC+6).',
    trashPanel: 'Trash',
    remove: (name: string) => `Delete ${name}`,
    confirmLabel: 'Delete',
    question: (name: string) => `Delete “${name}”? It goes to the Trash; you can restore it there.`,
    moved: (name: string) => `“${name}” is in the Trash.`,
    undo: 'Undo',
    back: (name: string) => `“${name}” is back where it was.`,
  },
  {
    language: 'bn' as const,
    viewport: { width: 360, height: 780 },
    attention: 'যেগুলো দেখা দরকার',
    zone: 'সব সময় ঢাকার সময় (ইউটিসি+৬)।',
    trashPanel: 'ট্র্যাশ',
    remove: (name: string) => `মুছুন ${name}`,
    confirmLabel: 'মুছুন',
    question: (name: string) => `“${name}” মুছবেন? এটি ট্র্যাশে যাবে; সেখান থেকে ফিরিয়ে আনা যাবে।`,
    moved: (name: string) => `“${name}” ট্র্যাশে গেছে।`,
    undo: 'ফিরিয়ে আনুন',
    back: (name: string) => `“${name}” আগের জায়গায় ফিরে এসেছে।`,
  },
];

for (const c of CASES) {
  test(`the desk in ${c.language} at ${c.viewport.width} px: landing, attention, a named delete and Undo`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(c.viewport);
    const email = await createEditor(request);
    const name = `Dr. Rahim ${stamp()}`;
    const id = await createFaculty(request, name);
    if (c.language === 'bn') {
      const token = await apiToken(request, { email, password: PASSWORD });
      const saved = await request.patch('/api/auth/me', {
        headers: { authorization: `Bearer ${token}` },
        data: { language: 'bn' },
      });
      expect(saved.ok()).toBeTruthy();
    }

    await signIn(page, email);
    const attention = page.getByRole('region', { name: c.attention });
    await expect(attention).toBeVisible();
    await expect(page.getByText(c.zone)).toHaveCount(1);
    await expect(attention.getByRole('region', { name: c.trashPanel })).toBeVisible();
    // Nothing of the page reaches past the window's right edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath(`dashboard-${c.language}-${c.viewport.width}.png`),
      fullPage: true,
    });

    await page.goto('/admin/faculties');
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('button', { name: c.remove(name) }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText(c.question(name));
    await dialog.getByRole('button', { name: c.confirmLabel }).click();
    const toast = page.getByRole('status').filter({ hasText: c.moved(name) });
    await expect(toast).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`undo-toast-${c.language}-${c.viewport.width}.png`) });
    expect((await request.get(`/api/faculty/${id}`)).status()).toBe(404);

    await toast.getByRole('button', { name: c.undo }).click();
    await expect(page.getByText(c.back(name))).toBeVisible();
    await expect(page.getByRole('button', { name: c.remove(name) })).toBeVisible();
    expect((await request.get(`/api/faculty/${id}`)).status()).toBe(200);

    // Leave the directory as the seed made it: other journeys measure its departments' rows.
    const admin = await apiToken(request);
    expect((await request.delete(`/api/faculty/${id}`, { headers: { authorization: `Bearer ${admin}` } })).ok()).toBe(
      true,
    );
  });
}
