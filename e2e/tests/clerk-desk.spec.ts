// The clerk's desk outside the page editor: an editor signs in and lands on the dashboard of what
// needs attention (Dhaka time, the zone named once), deletes a faculty member after a question that
// names them and the Trash, and brings them back with Undo in the toast; in English at 1366 px and in
// the Bengali portal at 360 px.
import { apiToken, expect, expectNoSideways, signIn, staffAccount, test, type APIRequestContext } from '../fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

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
    // An editor account the admin made, its password set through the reset link, in this case's language.
    const clerk = await staffAccount(request, {
      role: 'editor',
      name: 'Clerk',
      language: c.language === 'bn' ? 'bn' : undefined,
    });
    const name = `Dr. Rahim ${stamp()}`;
    const id = await createFaculty(request, name);

    await signIn(page, clerk);
    const attention = page.getByRole('region', { name: c.attention });
    await expect(attention).toBeVisible();
    await expect(page.getByText(c.zone)).toHaveCount(1);
    await expect(attention.getByRole('region', { name: c.trashPanel })).toBeVisible();
    await expectNoSideways(page);
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
