// Browser journeys over the composed production build (ARCHITECTURE.md).
//
// The site is started by scripts/start.mjs on its own ports and a fresh temporary DATA_DIR, so a
// running `npm start` (3000-3003, 4000) is never touched and every run begins from the seed.
//   E2E_PORT_BASE=5100  shell on 5100, remotes on 5101-5103, API on 5104 (default: a free-ish random
//                       base, so that two runs on one machine do not collide; CI uses 3100)
//   E2E_SKIP_BUILD=1    serve the existing dist/ folders instead of running `npm run build` first
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Set once in the runner process; workers inherit the environment.
process.env.E2E_PORT_BASE ??= String(process.env.CI ? 3100 : 5100 + 10 * Math.floor(Math.random() * 80));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gsvmc-e2e-'));

const base = Number(process.env.E2E_PORT_BASE);
const root = path.resolve(__dirname, '..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Per port base, so that two runs on one machine do not delete each other's traces.
  outputDir: path.join(root, 'test-results', `e2e-artifacts-${base}`),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'e2e.json') }]],
  use: {
    baseURL: `http://localhost:${base}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build && '}node scripts/start.mjs`,
    cwd: root,
    url: `http://localhost:${base}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      SHELL_PORT: String(base),
      MF_PUBLIC_PORT: String(base + 1),
      MF_DIRECTORIES_PORT: String(base + 2),
      MF_ADMIN_PORT: String(base + 3),
      API_PORT: String(base + 4),
      DATA_DIR: process.env.E2E_DATA_DIR!,
      LOG_LEVEL: 'warn',
      // The journeys check what a page shows, not how fast the server renders it: on a loaded 2-core
      // machine a render's API calls outlast the production deadline (600 ms) and the page comes as its
      // error state. The deadline itself is tested in shell/server/ssr (deadline.test.ts).
      SSR_DEADLINE_MS: '4000',
      SSR_TIMEOUT_MS: '8000',
    },
  },
});
