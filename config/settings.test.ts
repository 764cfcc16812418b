// One validated schema for the API host's and `npm start`'s settings (settings.cjs), with .env files.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIGURATION_DOC, configurationDoc } from './configuration-doc.cjs';
import {
  apiSettings,
  readApiSettings,
  readSiteSettings,
  SETTINGS_DOC,
  siteSettings,
  withEnvFile,
} from './settings.cjs';

const root = path.join(__dirname, '..');
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
};

test('defaults when nothing is set', () => {
  expect(readApiSettings({})).toMatchObject({
    PORT: 4000,
    HOST: '0.0.0.0',
    LOG_LEVEL: 'info',
    DATABASE_POOL_SIZE: 10,
    STORAGE: 'disk',
    SEED_SAMPLE_DATA: true,
    API_CACHE_MAX_MB: 64,
  });
  expect(readSiteSettings({})).toMatchObject({
    SHELL_PORT: 3000,
    API_PORT: 4000,
    PROXY_TIMEOUT_MS: 30_000,
    HSTS: false,
  });
  // Empty is unset, as "API_PORT=" in a .env file means.
  expect(readSiteSettings({ API_PORT: '' }).API_PORT).toBe(4000);
  expect(readSiteSettings({ API_PORT: '  ' }).API_PORT).toBe(4000);
  // Free text is kept as written (a passphrase may end with a space); numbers and words are trimmed.
  expect(readApiSettings({ ADMIN_PASSWORD: ' a passphrase ', API_PORT: ' 4100 ', STORAGE: 'S3 ' })).toMatchObject({
    ADMIN_PASSWORD: ' a passphrase ',
    API_PORT: 4100,
    STORAGE: 's3',
  });
});

test.each([
  [{ API_PORT: '0' }, 'API_PORT must be a whole number from 1 to 65,535, not "0".'],
  [{ API_PORT: 'abc' }, 'API_PORT must be a whole number from 1 to 65,535, not "abc".'],
  [{ API_PORT: '4000.5' }, 'API_PORT must be a whole number from 1 to 65,535, not "4000.5".'],
  [{ DATABASE_POOL_SIZE: '-1' }, 'DATABASE_POOL_SIZE must be a whole number of connections from 2 to 1,000, not "-1".'],
  [{ STORAGE: 'ftp' }, 'STORAGE must be one of "disk", "s3", not "ftp".'],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// address, not "mysql://x".'],
  [{ SEED_SAMPLE_DATA: 'maybe' }, 'SEED_SAMPLE_DATA must be 1 or true (on), 0 or false (off), not "maybe".'],
])('the API refuses %j with a sentence naming the variable', (env, message) => {
  expect(refusal(() => readApiSettings(env))).toBe(message);
});

test('every bad value is named at once, one sentence a line', () => {
  expect(refusal(() => readSiteSettings({ SHELL_PORT: '70000', PROXY_TIMEOUT_MS: '0', HSTS: 'yes please' }))).toBe(
    [
      'SHELL_PORT must be a whole number from 1 to 65,535, not "70000".',
      'PROXY_TIMEOUT_MS must be a whole number of milliseconds from 1 to 86,400,000, not "0".',
      'HSTS must be 1 or true (on), 0 or false (off), not "yes please".',
    ].join('\n'),
  );
});

describe('.env', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('read from the working directory, under the real environment', () => {
    writeFileSync(path.join(dir, '.env'), '# the API\nAPI_PORT=4100\nLOG_LEVEL="debug"\n');
    const env = withEnvFile({ LOG_LEVEL: 'warn' }, dir);
    expect(readApiSettings(env)).toMatchObject({ API_PORT: 4100, LOG_LEVEL: 'warn' });
  });

  test('ENV_FILE names another file, which must exist', () => {
    writeFileSync(path.join(dir, 'api.env'), 'STORAGE=s3\n');
    expect(withEnvFile({ ENV_FILE: 'api.env' }, dir).STORAGE).toBe('s3');
    expect(refusal(() => withEnvFile({ ENV_FILE: 'missing.env' }, dir))).toBe(
      `ENV_FILE names ${path.join(dir, 'missing.env')}, which does not exist.`,
    );
  });

  test('no file, no change', () => {
    expect(withEnvFile({ A: '1' }, dir)).toEqual({ A: '1' });
  });
});

test('npm start and the API host refuse to start on a bad value, saying why', () => {
  const env = { ...process.env, API_PORT: 'abc', DATABASE_POOL_SIZE: '-1', ENV_FILE: '' };
  const start = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], { env, encoding: 'utf8' });
  expect(start.status).toBe(1);
  expect(start.stderr.trim().split('\n')).toEqual([
    'API_PORT must be a whole number from 1 to 65,535, not "abc".',
    'DATABASE_POOL_SIZE must be a whole number of connections from 2 to 1,000, not "-1".',
  ]);
  const api = spawnSync(
    process.execPath,
    ['-r', path.join(root, 'mock-api/test/support/register-ts.cjs'), path.join(root, 'mock-api/src/index.ts')],
    { env: { ...env, API_PORT: '0' }, encoding: 'utf8' },
  );
  expect(api.status).toBe(1);
  expect(api.stderr.trim().split('\n')).toEqual([
    'API_PORT must be a whole number from 1 to 65,535, not "0".',
    'DATABASE_POOL_SIZE must be a whole number of connections from 2 to 1,000, not "-1".',
  ]);
}, 60_000);

test('docs/configuration.md is written from the schema and names every setting, and no setting that does not exist', () => {
  expect(readFileSync(CONFIGURATION_DOC, 'utf8')).toBe(configurationDoc());
  const named = new Set(SETTINGS_DOC.flatMap((row: { names: string[] }) => row.names));
  const settings = new Set([...Object.keys(apiSettings.shape), ...Object.keys(siteSettings.shape)]);
  // Read elsewhere than the start scripts: the tools' own variables.
  const others = ['RESET_PASSWORD', 'CHROMIUM_PATH', 'ENV_FILE'];
  expect([...settings].filter((name) => !named.has(name))).toEqual([]);
  expect([...named].filter((name) => !settings.has(name) && !others.includes(name))).toEqual([]);
});
