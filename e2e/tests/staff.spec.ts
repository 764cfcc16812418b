// Staff roles, the trash and undo (issue: nothing a staffer does is irreversible, nobody holds more
// power than their job needs): an editor's day from the reset link an admin hands over, a restore
// from the trash, an alumni import previewed, imported and undone, and an account disabled while it
// is signed in in another browser.
import path from 'node:path';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import {
  answeringTaps,
  apiToken,
  expect,
  inviteStaff,
  makePdf,
  makePng,
  signIn,
  STAFF_PASSWORD,
  staffAccount,
  test,
  viewports,
} from '../fixtures';
import { checkAlumniFile, importAlumniFile } from './alumniImport';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('staff', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
  });

  test("an editor's day: sets a password from the admin's link, does content work, and sees no users or purge", async ({
    page,
    request,
  }) => {
    const editor = await inviteStaff(request, { role: 'editor', name: 'editor' });
    // The link the admin passed on opens the public page where the editor chooses a password.
    await page.goto(editor.link);
    await expect(page.getByText(editor.email)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
    await page.getByLabel('New password again').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { ...editor, password: STAFF_PASSWORD });

    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Trash' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Alumni Imports' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);

    // Content work: a notice uploaded, then deleted (to the trash).
    const title = `Editor notice ${stamp()}`;
    await nav.getByRole('link', { name: 'Notice Upload' }).click();
    await page
      .getByLabel(/Drag and drop a PDF here/)
      .setInputFiles({ name: 'routine.pdf', mimeType: 'application/pdf', buffer: makePdf(title) });
    await page.getByLabel(/^Title(?! \(Bengali\))/).fill(title);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`“${title}” is in the Trash.`)).toBeVisible();

    await nav.getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: `Restore ${title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Purge ${title}` })).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page.getByRole('alert')).toContainText('Only administrators can open this page');
  });

  test('a restore brings a deleted photo back to the gallery', async ({ page, request }) => {
    const admin = await apiToken(request);
    const title = `Restorable photo ${stamp()}`;
    const created = await request.post('/api/photo/upload', {
      headers: { authorization: `Bearer ${admin}` },
      multipart: { title, photo: { name: 'p.png', mimeType: 'image/png', buffer: makePng(64, 48, [30, 120, 90]) } },
    });
    expect(created.status()).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    await request.delete(`/api/photo/${_id}`, { headers: { authorization: `Bearer ${admin}` } });

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    await page.addInitScript((t) => window.localStorage.setItem('gsvmc.token', t), admin);
    await page.goto('/admin/trash');
    await page.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(page.getByText(`Restored “${title}”`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);

    await page.goto('/gallery');
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test('an alumni import is previewed, imported, then undone from the history, keeping a record edited since', async ({
    page,
    request,
  }) => {
    // A bound against a hang, not a measurement: the spreadsheet goes through the API's one-at-a-time
    // reader twice, and each step may be tried again for up to a minute on a busy machine.
    test.setTimeout(180_000);
    const admin = await apiToken(request);
    await page.addInitScript((t) => window.localStorage.setItem('gsvmc.token', t), admin);
    const id = stamp();
    // The API's own template, filled in: its header row names the columns.
    const template = await request.get('/api/alumni/download/template');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await template.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const row = (values: Record<string, string | number>) => headers.map((h) => values[h] ?? '');
    sheet.addRow(
      row({
        'Alumni ID': `U-${id}-1`,
        'Full Name': `Undo Nabila ${id}`,
        'Graduation Year': 2016,
        Degree: 'MBBS',
        Major: 'Medicine',
      }),
    );
    sheet.addRow(
      row({
        'Alumni ID': `U-${id}-2`,
        'Full Name': `Undo Tanvir ${id}`,
        'Graduation Year': 2017,
        Degree: 'MBBS',
        Major: 'Surgery',
      }),
    );
    sheet.addRow(
      row({ 'Alumni ID': `U-${id}-3`, 'Full Name': '', 'Graduation Year': 2017, Degree: 'MBBS', Major: 'Surgery' }),
    );
    const file = path.join(tmpdir(), `undo-${id}.xlsx`);
    await book.xlsx.writeFile(file);

    await page.goto('/admin/alumniUpload');
    await page.getByLabel('Excel file (.xlsx or .xls)').setInputFiles(file);
    const preview = page.getByRole('region', { name: /^Preview of undo-/ });
    // A refusal while another journey's import holds the API is tried again (alumniImport.ts).
    await checkAlumniFile(page, preview, '2 rows to add');
    await expect(preview).toContainText('1 row skipped');
    await expect(page.getByRole('region', { name: '1 row will be skipped' })).toContainText(
      'Row 4: Full Name is required',
    );
    // Nothing written yet.
    const before = await request.get(`/api/alumni?q=${encodeURIComponent(`Undo Nabila ${id}`)}`);
    expect(((await before.json()) as { total: number }).total).toBe(0);

    await importAlumniFile(page, preview, 'Successfully processed 2 alumni records');
    // A clerk corrects one of the imported records afterwards: undoing the import must not erase that.
    const found = await request.get(`/api/alumni?q=${encodeURIComponent(`Undo Tanvir ${id}`)}`);
    const tanvir = ((await found.json()) as { data: Array<Record<string, unknown>> }).data[0]!;
    const { _id: tanvirId, createdAt: _c, updatedAt: _u, ...fields } = tanvir;
    const edited = await request.put(`/api/alumni/${String(tanvirId)}`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { ...fields, jobTitle: 'Registrar' },
    });
    expect(edited.status()).toBe(200);

    await page.getByRole('link', { name: 'Import history (undo an import)' }).click();
    await expect(page).toHaveURL(/\/admin\/alumniImports$/);
    await page.getByRole('button', { name: new RegExp(`^Undo import undo-${id}\\.xlsx`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
    const choice = page.getByRole('dialog', { name: 'Records edited after this import' });
    await expect(choice).toContainText(
      `1 record was edited after this import: Undo Tanvir ${id}. Undo the rest, or keep everything.`,
    );
    await choice.getByRole('button', { name: 'Undo the rest' }).click();
    await expect(
      page.getByText(/Import undone: 1 record\(s\) removed, .*1 record\(s\) edited since kept as they are/),
    ).toBeVisible();

    await page.goto(`/alumniTable?q=${encodeURIComponent(`Undo Nabila ${id}`)}`);
    await expect(page.getByText('No alumni match your search.')).toBeVisible();
    const after = await request.get(`/api/alumni?q=${encodeURIComponent(`Undo Nabila ${id}`)}`);
    expect(((await after.json()) as { total: number }).total).toBe(0);
    const kept = await request.get(`/api/alumni?q=${encodeURIComponent(`Undo Tanvir ${id}`)}`);
    expect(((await kept.json()) as { data: Array<{ jobTitle?: string }> }).data).toMatchObject([
      { jobTitle: 'Registrar' },
    ]);
  });

  test('disabling an account signed in elsewhere ends its session there at once', async ({
    browser,
    page,
    request,
  }) => {
    const editor = await staffAccount(request, { role: 'editor', name: 'editor' });
    const { email } = editor;
    // The editor, in a browser of their own, works in the portal.
    const elsewhere = await browser.newContext({ viewport: viewports.desktop });
    const theirs = answeringTaps(await elsewhere.newPage());
    await signIn(theirs, editor);
    await theirs.goto('/admin/trash');
    await expect(theirs.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();

    // The admin disables the account from the users page.
    const admin = await apiToken(request);
    await page.addInitScript((t) => window.localStorage.setItem('gsvmc.token', t), admin);
    await page.goto('/admin/users');
    // Found by its email, as an admin would among many: the list shows ten accounts a page, staff
    // first, and the journeys beside this one make administrators of their own.
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: `Disable ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText(`${email} is disabled and signed out`)).toBeVisible();

    // The editor's next step is refused and their session ends.
    await theirs.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Alumni Imports' }).click();
    await expect(theirs).toHaveURL(/\/login$/);
    await expect(theirs.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await theirs.getByLabel(/email/i).fill(email);
    await theirs.getByLabel(/password/i).fill(editor.password);
    await theirs.getByRole('button', { name: /log ?in/i }).click();
    await expect(theirs.getByText('This account has been disabled. Ask an administrator.')).toBeVisible();
    await elsewhere.close();
  });
});
