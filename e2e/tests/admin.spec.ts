// Journeys of mf-admin over the composed production site: an admin adds a faculty member
// with a picture and finds it in the public directory, edits each of its four parts and deletes it;
// uploads and deletes a notice and a photo while the public pages follow; the drawer at 375 px.
import {
  expect,
  makePdf,
  makePng,
  sidewaysOverflow,
  signIn,
  test,
  untilPublicPageShows,
  viewports,
  type Page,
} from '../fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function confirmDelete(page: Page, message: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('admin portal', () => {
  // Each journey visits public pages until a change shows (untilPublicPageShows), which a busy machine slows.
  test.describe.configure({ timeout: 600_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await signIn(page);
  });

  test('adds a faculty member with a picture, sees it in the public directory, edits each part and deletes it', async ({
    page,
    request,
  }) => {
    const id = stamp();
    const name = `Dr. Test Faculty ${id}`;
    await page.goto('/admin/faculties');
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty Management Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Faculties' })).toHaveAttribute('aria-current', 'page');

    const form = page.getByRole('form', { name: 'Add Faculty Member' });
    // Every rule of SPEC §5 before anything is sent.
    await form.getByRole('button', { name: 'Add Faculty' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Title is required, If zero then write null')).toBeVisible();

    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Registration No/).fill(`REG-${id}`);
    await form.getByLabel(/^Date of Birth/).fill('1980-05-17');
    await form.getByLabel(/^Designation/).fill('Assistant Professor');
    await form.getByLabel(/^Department/).selectOption('Microbiology');
    await form.getByLabel(/^Degree/).fill('MBBS');
    await form.getByLabel(/^Year/).fill('2004');
    await form.getByLabel(/^Role/).fill('Lecturer, Microbiology');
    await form.getByLabel(/^Start Date/).fill('2006-01-01');
    await form.getByLabel(/^End Date/).fill('Present');
    await form.getByLabel(/^Title/).fill('null');
    await form
      .getByLabel(/^Picture/)
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng(64, 64, [11, 110, 79]) });
    await expect(form.getByRole('img', { name: 'Preview of the selected picture' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Faculty' }).click();

    // The directory below refreshes without a reload and the form is reset.
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Microbiology');
    await expect(form.getByLabel(/^Name/)).toHaveValue('');

    const all = (await (await request.get('/api/faculty')).json()) as {
      _id: string;
      name: string;
      facultyPicture?: string;
    }[];
    const created = all.find((f) => f.name === name)!;
    expect(created.facultyPicture).toMatch(/^\/uploads\//);
    const picture = await request.get(created.facultyPicture!);
    expect(picture.headers()['content-type']).toBe('image/png');

    // Public directory.
    await untilPublicPageShows(page, '/facultyTable', async () => {
      await page.getByLabel('Search faculty').fill(id);
      await expect(page.getByRole('link', { name: `View Profile of ${name}` })).toBeVisible({ timeout: 5_000 });
    });

    // Edit page: a row click opens it; each of the four parts on its own. The table is paged,
    // so the admin finds the member with its search, as a person would.
    await page.goto('/admin/faculties');
    await page.getByRole('searchbox', { name: 'Search' }).fill(id);
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell', { name: 'Microbiology' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/editFaculty/${created._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Edit Faculty: ${name}` })).toBeVisible();

    const profile = page.getByRole('region', { name: 'Basic Profile' });
    await profile.getByRole('button', { name: 'Edit basic profile' }).click();
    await profile.getByLabel(/^Designation/).fill('Associate Professor');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByRole('button', { name: 'Edit basic profile' })).toBeVisible();
    await expect(profile).toContainText('Associate Professor');

    const qualifications = page.getByRole('region', { name: 'Qualifications' });
    await qualifications.getByRole('button', { name: 'Edit qualifications' }).click();
    await qualifications.getByRole('button', { name: 'Add Qualification' }).click();
    await qualifications
      .getByLabel(/^Degree/)
      .nth(1)
      .fill('MPhil (Microbiology)');
    await qualifications.getByLabel(/^Year/).nth(1).fill('2012');
    await qualifications.getByRole('button', { name: 'Save Changes' }).click();
    await expect(qualifications).toContainText('MPhil (Microbiology) (2012)');

    const experience = page.getByRole('region', { name: 'Work Experience' });
    await experience.getByRole('button', { name: 'Edit work experience' }).click();
    await experience.getByLabel(/^Role/).fill('Assistant Professor, Microbiology');
    await experience.getByRole('button', { name: 'Save Changes' }).click();
    await expect(experience).toContainText('Assistant Professor, Microbiology: 2006-01-01 – Present');

    const publications = page.getByRole('region', { name: 'Publications' });
    await publications.getByRole('button', { name: 'Edit publications' }).click();
    await publications.getByLabel(/^Title/).fill('Antibiotic resistance in Savar');
    await publications.getByLabel(/^Link/).fill('https://example.org/amr');
    await publications.getByRole('button', { name: 'Save Changes' }).click();
    await expect(publications.getByRole('link', { name: 'Antibiotic resistance in Savar' })).toHaveAttribute(
      'href',
      'https://example.org/amr',
    );

    const saved = await (await request.get(`/api/faculty/${created._id}`)).json();
    expect(saved).toMatchObject({
      designation: 'Associate Professor',
      qualifications: [
        { degree: 'MBBS', year: '2004' },
        { degree: 'MPhil (Microbiology)', year: '2012' },
      ],
      workExperience: [{ role: 'Assistant Professor, Microbiology', startDate: '2006-01-01', endDate: 'Present' }],
      publications: [{ title: 'Antibiotic resistance in Savar', link: 'https://example.org/amr' }],
    });
    // Still present after a reload: the server kept it.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Qualifications' })).toContainText('MPhil (Microbiology) (2012)');

    await page.getByRole('link', { name: /Back to Faculty Management/ }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(id);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmDelete(page, `Delete “${name}”? It goes to the Trash; you can restore it there.`);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    expect((await request.get(`/api/faculty/${created._id}`)).status()).toBe(404);

    await untilPublicPageShows(page, '/facultyTable', async () => {
      await page.getByLabel('Search faculty').fill(id);
      await expect(page.getByRole('link', { name: `View Profile of ${name}` })).toHaveCount(0, { timeout: 5_000 });
    });
  });

  test('uploads a notice, sees it on /notice, then deletes it', async ({ page }) => {
    const title = `E2E notice ${stamp()}`;
    await page.goto('/admin/upload');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload & View Notices' })).toBeVisible();
    const picker = page.getByLabel(/Drag and drop a PDF here/);

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Please select a file')).toBeVisible();
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(page.getByRole('alert').filter({ hasText: 'Only PDF files are allowed!' }).first()).toBeVisible();

    await picker.setInputFiles({ name: 'exam-routine.pdf', mimeType: 'application/pdf', buffer: makePdf(title) });
    await expect(page.getByLabel(/^Title(?! \(Bengali\))/)).toHaveValue('exam-routine');
    await page.getByLabel(/^Title(?! \(Bengali\))/).fill(title);
    await page.getByLabel('Description (optional)').fill('Written by the admin journey');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveCount(0);
    // After an upload the notice's text panel opens too, its heading naming the notice: the list's own heading is exact.
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();

    // The site's server checks the content's version at most once a second: a board rendered in that
    // second may still be the one before the upload, and the next visit has it.
    await untilPublicPageShows(page, '/notice', () => expect(page.getByText(title)).toBeVisible({ timeout: 5_000 }));

    await page.goto('/admin/upload');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirmDelete(page, `Delete “${title}”? It goes to the Trash; you can restore it there.`);
    await expect(page.getByText(`“${title}” is in the Trash.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

    await untilPublicPageShows(page, '/notice', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0, { timeout: 5_000 });
    });
  });

  test('uploads a photo, sees it in /gallery, then deletes it', async ({ page }) => {
    const title = `E2E photo ${stamp()}`;
    await page.goto('/admin/photoUpload');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Upload' })).toBeVisible();
    await page.getByLabel(/^Title/).fill(title);
    await page
      .getByLabel(/^Photo/)
      .setInputFiles({ name: 'campus.png', mimeType: 'image/png', buffer: makePng(320, 240, [200, 85, 61]) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    // In the form (the same words also appear as a toast).
    await expect(page.locator('form').getByRole('status')).toHaveText('Photo uploaded successfully!');
    await expect(page.getByLabel(/^Title/)).toHaveValue('');
    const tile = page.getByRole('img', { name: title });
    await expect(tile).toBeVisible();
    await expect(tile).toHaveJSProperty('complete', true);
    expect(await tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    await untilPublicPageShows(page, '/gallery', () =>
      expect(page.getByRole('img', { name: title })).toBeAttached({ timeout: 5_000 }),
    );

    await page.goto('/admin/photoUpload');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await confirmDelete(page, `Delete “${title}”? It goes to the Trash; you can restore it there.`);
    await expect(page.getByRole('img', { name: title })).toHaveCount(0);

    await untilPublicPageShows(page, '/gallery', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: title })).toHaveCount(0, { timeout: 5_000 });
    });
  });

  test('dashboard counts and the sidebar at 1280 px', async ({ page }) => {
    // Compared with the page's own /stats answer: other journeys may change the counts meanwhile. From
    // a blank tab, so the answer read is this visit's and not the one the sign-in's landing on the
    // dashboard was still waiting for (its body is gone once the page is left).
    await page.goto('about:blank');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stats'),
      page.goto('/admin'),
    ]);
    const stats = (await answer.json()) as Record<string, number>;
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Admin Dashboard' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Faculty members' }) }),
    ).toContainText(String(stats.faculty));
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Notices' }) }),
    ).toContainText(String(stats.notices));
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Photos' }) }),
    ).toContainText(String(stats.photos));
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Alumni records' }) }),
    ).toContainText(String(stats.alumni));
    const sidebar = page.getByRole('complementary', { name: 'Admin navigation' });
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });

  test('the drawer at 375 px: open, Escape, link, backdrop, resize', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/admin');
    const drawer = page.getByRole('dialog', { name: 'Admin navigation' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(drawer).toBeHidden();

    await menu.click();
    await expect(drawer).toBeVisible();
    // Slid fully in, 288 px wide.
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(0);
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(288);
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await drawer.getByRole('link', { name: 'Notice Upload' }).click();
    await expect(page).toHaveURL(/\/admin\/upload$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload & View Notices' })).toBeVisible();

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(350, 400); // the dimmed backdrop, right of the 288 px drawer
    await expect(drawer).toBeHidden();

    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize(viewports.desktop);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Admin navigation' })).toBeVisible();
    await page.setViewportSize(viewports.mobile);
    await expect(drawer).toBeHidden();

    // Nothing sticks out sideways at phone width, once the page has laid itself out for it again (the
    // lists switch from table to cards in a transition after the resize; a run read the width before).
    await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
