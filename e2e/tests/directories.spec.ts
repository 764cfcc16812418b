// Journeys of mf-directories over the composed production site: notices, gallery,
// faculty directory and profile, alumni directory at phone and desktop widths, and an admin
// importing the alumni template filled in.
import path from 'node:path';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { expect, expectNoSideways, signIn, test, viewports } from '../fixtures';
import { checkAlumniFile, importAlumniFile } from './alumniImport';

interface FacultyLite {
  _id: string;
  name: string;
}

test.describe('notice board', () => {
  test('downloads a notice PDF and leads to the notice’s own page to read it', async ({ page, request }) => {
    await page.goto('/notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Notice Board' })).toBeVisible();
    await expect(page).toHaveTitle('Notice Board · GSVMC');
    const first = page.getByRole('list', { name: 'Notices' }).getByRole('listitem').first();
    await expect(first).toBeVisible();

    const download = first.getByRole('link', { name: /^Download / });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/\/uploads\/.+/);
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(await file.failure()).toBeNull();

    // Read leads to the notice's own page, where its text is.
    const read = first.getByRole('link', { name: /^Read / });
    expect(await read.getAttribute('href')).toMatch(/^\/notice\/[0-9a-f-]{36}$/);
  });
});

test.describe('gallery', () => {
  test('opens the lightbox, moves with the arrow key and a swipe, and closes with Escape', async ({ page }) => {
    await page.goto('/gallery');
    const tiles = page.getByRole('list', { name: 'Photos' }).getByRole('link');
    await expect(tiles.first()).toBeVisible();
    const total = await tiles.count();
    expect(total).toBeGreaterThan(1);
    await tiles.first().click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toContainText(`1 of ${total}`);
    const firstAlt = await viewer.getByRole('img').getAttribute('alt');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText(`2 of ${total}`);
    expect(await viewer.getByRole('img').getAttribute('alt')).not.toBe(null);
    await expect(viewer.getByRole('img')).not.toHaveAttribute('alt', firstAlt ?? '');
    // A swipe to the right (pointer drag) goes back one photo. The drag is measured on the photo once it
    // is drawn: while the second photo was still arriving (a busy machine), its box was too narrow for
    // a drag across half of it to count as a swipe.
    const photo = viewer.getByRole('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await photo.boundingBox())!;
    // A drag of half the photo is well past the viewer's swipe threshold (50 px, Lightbox.tsx).
    expect(box.width / 2).toBeGreaterThan(100);
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer).toContainText(`1 of ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(tiles.first()).toBeFocused();
  });
});

test.describe('faculty', () => {
  test('searches the directory and opens a profile, then goes back to the search', async ({ page, request }) => {
    const all = (await (await request.get('/api/faculty')).json()) as FacultyLite[];
    expect(all.length).toBeGreaterThan(0);
    const member = all[Math.floor(all.length / 2)]!;
    // A plain word of the name (seed names may carry titles or a "(sample)" mark).
    const term =
      member.name
        .split(/\s+/)
        .filter((w) => /^[A-Za-z]{3,}$/.test(w) && !/^(prof|sample)$/i.test(w))
        .pop() ?? member.name;

    await page.goto('/facultyTable');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByLabel('Search faculty').fill(term);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(term);
    await page.getByRole('link', { name: `View Profile of ${member.name}` }).click();

    await expect(page).toHaveURL(new RegExp(`/facultyDetails/${member._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Qualifications' })).toBeVisible();

    await page.getByRole('button', { name: /Back to Faculty List/ }).click();
    await expect(page).toHaveURL(/\/facultyTable\?q=/);
    await expect(page.getByLabel('Search faculty')).toHaveValue(term);
  });

  test('an unknown profile shows "Faculty not found" and Go Back leads to the directory', async ({ page }) => {
    await page.goto('/facultyDetails/does-not-exist-000');
    await expect(page.getByRole('heading', { name: 'Faculty not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/facultyTable$/);
  });
});

test.describe('alumni directory', () => {
  test('on a 375 px phone: an expandable list', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/alumniTable');
    await expect(page.getByRole('heading', { level: 1, name: 'Alumni Directory' })).toBeVisible();
    // The first record of the first major (scoped to the list: the header has toggles of its own), a
    // native disclosure, so it opens before the script runs too.
    const toggle = page
      .getByRole('list', { name: / alumni$/ })
      .first()
      .locator('summary')
      .first();
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = toggle.locator('xpath=..');
    await expect(card).not.toHaveAttribute('open');
    await toggle.click();
    await expect(card).toHaveAttribute('open');
    await expect(card).toContainText(/\(\d{4}\)/);
    // Nothing sticks out sideways at phone width.
    await expectNoSideways(page);
  });

  test('on a 1280 px desktop: tables with every column', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/alumniTable');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Full Name',
      'Graduation Year',
      'Degree',
      'Current Position',
      'Location',
      'Connect',
    ]);
    // Visitors get no admin controls.
    await expect(page.getByRole('button', { name: 'Download Template' })).toHaveCount(0);
    const linkedIn = page.getByRole('link', { name: /^LinkedIn profile of/ }).first();
    if ((await linkedIn.count()) > 0) {
      await expect(linkedIn).toHaveAttribute('href', /^https?:\/\//);
      await expect(linkedIn).toHaveAttribute('target', '_blank');
    }
  });

  test('an admin downloads the template, fills in two rows and imports them', async ({ page }) => {
    // A bound against a hang, not a measurement: the spreadsheet goes through the API's one-at-a-time
    // reader twice, and each step may be tried again for up to a minute on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize(viewports.desktop);
    await signIn(page);
    await page.goto('/admin/alumniUpload');
    await expect(page.getByRole('heading', { level: 1, name: 'Alumni Directory' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('alumni_template.xlsx');
    const templatePath = path.join(tmpdir(), `alumni-template-${Date.now()}.xlsx`);
    await download.saveAs(templatePath);

    // Fill the template the way an office worker would: by the headers of its first row.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(templatePath);
    const sheet = book.worksheets[0]!;
    const headers: Record<string, number> = {};
    sheet.getRow(1).eachCell((cell, col) => {
      headers[String(cell.value).trim().toLowerCase()] = col;
    });
    expect(Object.keys(headers)).toEqual(expect.arrayContaining(['full name', 'graduation year', 'degree', 'major']));
    const stamp = Date.now().toString(36);
    const people = [
      {
        'full name': `Imported Ayesha ${stamp}`,
        'graduation year': 2016,
        degree: 'MBBS',
        major: 'E2E Import',
        email: `ayesha.${stamp}@example.org`,
        'job title': 'Medical Officer',
        'current company': 'Savar Upazila Health Complex',
        location: 'Savar',
        'linkedin profile': `linkedin.com/in/ayesha-${stamp}`,
      },
      {
        'full name': `Imported Babul ${stamp}`,
        'graduation year': 2019,
        degree: 'MBBS',
        major: 'E2E Import',
        email: `babul.${stamp}@example.org`,
        location: 'Dhaka',
      },
    ];
    let next = sheet.actualRowCount + 1;
    for (const person of people) {
      const row = sheet.getRow(next++);
      for (const [header, value] of Object.entries(person)) {
        const col = headers[header];
        if (col) row.getCell(col).value = value;
      }
      row.commit();
    }
    const filledPath = path.join(tmpdir(), `alumni-filled-${stamp}.xlsx`);
    await book.xlsx.writeFile(filledPath);

    await page.getByLabel('Excel file (.xlsx or .xls)').setInputFiles(filledPath);
    // First the preview (nothing written yet), then Import; a refusal while another journey's import
    // holds the API is tried again (alumniImport.ts).
    const preview = page.getByRole('region', { name: /^Preview of alumni-filled/ });
    await checkAlumniFile(page, preview, '2 rows to add');
    await importAlumniFile(page, preview, 'Successfully processed 2 alumni records');

    const imported = page.getByRole('table', { name: 'E2E Import alumni' });
    await expect(imported.getByRole('row', { name: new RegExp(`Imported Ayesha ${stamp}`) })).toContainText(
      'Medical Officer at Savar Upazila Health Complex',
    );
    await expect(imported.getByRole('row', { name: new RegExp(`Imported Babul ${stamp}`) })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `LinkedIn profile of Imported Ayesha ${stamp} (opens in a new tab)` }),
    ).toHaveAttribute('href', `https://linkedin.com/in/ayesha-${stamp}`);

    // Visitors see them on the public directory too: at once, or, when the site server's new render
    // of the page takes longer than it waits (a busy machine), on a visit once that render is done.
    await expect(async () => {
      await page.goto('/alumniTable');
      await expect(page.getByText(`Imported Babul ${stamp}`)).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  });
});
