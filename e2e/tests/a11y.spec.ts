// Accessibility: every page of the site, checked by axe-core at phone and desktop widths. Serious and
// critical violations fail the journey (WCAG 2.1 A and AA rules).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, loginAs, PUBLIC_PAGES, test, viewports, type Page } from '../fixtures';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly blocks
// (server.spec.ts checks the pages run under it); the checker alone is let past it.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

const publicPages = [...PUBLIC_PAGES, '/login', '/register', '/no-such-page'];

const adminPages = [
  '/admin',
  '/admin/upload',
  '/admin/faculties',
  '/admin/alumniUpload',
  '/admin/photoUpload',
  '/admin/journal',
  '/admin/alumniImports',
  '/admin/trash',
  '/admin/users',
  '/admin/audit',
  '/reset-password?token=not-a-valid-token-of-this-site',
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`accessibility at ${viewport.width} px (${width})`, () => {
    test.use({ viewport });

    test('public pages have no serious or critical violations', async ({ page }) => {
      // Twenty pages in one test: a bound against a hang, three times the default on a loaded machine.
      test.slow();
      const found: string[] = [];
      for (const path of publicPages) {
        await page.goto(path);
        await settle(page);
        found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
    });

    test('admin pages have no serious or critical violations', async ({ page, request }) => {
      test.slow();
      await loginAs(page, request);
      const found: string[] = [];
      for (const path of adminPages) {
        await page.goto(path);
        await settle(page);
        found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  });
}
