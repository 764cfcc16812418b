// An alumni spreadsheet sent through the page as staff send it: checked first (the preview, nothing
// written), then imported. The API reads one spreadsheet at a time: when another journey's import
// holds it, the page says to try again shortly, and these do. They act only in a state that waits for
// a person (a file chosen or refused, a preview shown), never while a check or an import is under way:
// on a busy machine an answer can take longer than one round, and sending again would replace it.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

const ROUND = { timeout: 5_000 };
const IN_ALL = { timeout: 60_000 };

/** Sends the chosen file for its check until `preview` shows `expected`. */
export async function checkAlumniFile(page: Page, preview: Locator, expected: string) {
  // While the check runs, the button reads Uploading...; a preview stays until someone acts.
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(async () => {
    if ((await upload.isVisible()) && !(await preview.isVisible())) await upload.click();
    await expect(preview).toContainText(expected, ROUND);
  }).toPass(IN_ALL);
}

/** Presses Import in `preview` until the page says `done`, checking the file again after a refusal. */
export async function importAlumniFile(page: Page, preview: Locator, done: string) {
  // While the import runs, its button reads Importing...; a refusal stays until someone acts.
  const importButton = preview.getByRole('button', { name: 'Import', exact: true });
  const refused = page.getByRole('region', { name: 'Manage alumni records' }).getByRole('alert');
  await expect(async () => {
    if (await importButton.isVisible()) await importButton.click();
    else if (await refused.isVisible()) await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(done)).toBeVisible(ROUND);
  }).toPass(IN_ALL);
}
