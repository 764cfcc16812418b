// THE settings of the API host (mock-api/src/index.ts) and of `npm start` (scripts/start.mjs, which
// also configures the site's server): every environment variable, its default and its rule, in one
// place. A bad value stops the start with a sentence naming the variable, instead of silently becoming
// the default ("API_PORT=0" used to mean 4000). Adding a setting is one line in a group below and one
// row in SETTINGS_DOC, from which docs/configuration.md is written (config/settings.test.ts checks it).
//
// zod (4): the parsed settings are typed from these same lines, so code reading a setting is checked
// by TypeScript, and each rule carries its own message. `.env` files are read with Node's own parser
// (util.parseEnv, the one behind `node --env-file`): no second dependency for 30 lines of syntax.
// CommonJS so that the API bundle, the API run from source in tests, and start.mjs all load it.
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parseEnv } = require('node:util');
const { z } = require('zod');
const { SETTINGS_DOC } = require('./settingsDoc.cjs');

/**
 * Unset and empty (or blank) are the same: "API_PORT=" in a .env file means "the default". Free text
 * is kept as written (a passphrase may begin or end with a space); numbers, words, switches and
 * addresses are read without the spaces around them.
 */
const raw = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));
const trimmed = raw.transform((v) => v?.trim());

/**
 * A whole number in [min, max], or the default when unset.
 * @template {number | undefined} T
 * @param {T} fallback
 */
function int(fallback, { min = 0, max = Number.MAX_SAFE_INTEGER, unit = '' } = {}) {
  return trimmed.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (/^-?\d+$/.test(v) && n >= min && n <= max) return n;
    ctx.addIssue({
      code: 'custom',
      message: `must be a whole number${unit} from ${min} to ${max.toLocaleString('en')}`,
    });
    return z.NEVER;
  });
}
/** @template {number | undefined} T @param {T} fallback */
const port = (fallback) => int(fallback, { min: 1, max: 65535 });
/** @param {number} fallback */
const ms = (fallback) => int(fallback, { min: 1, max: 24 * 60 * 60 * 1000, unit: ' of milliseconds' });

/**
 * One of the listed words (any case), or the default.
 * @template {string} W
 * @param {readonly W[]} words
 * @param {W} fallback
 * @returns {z.ZodType<W, string | undefined>}
 */
function oneOf(words, fallback) {
  return trimmed.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const word = words.find((w) => w === v.toLowerCase());
    if (word !== undefined) return word;
    ctx.addIssue({ code: 'custom', message: `must be one of ${words.map((w) => `"${w}"`).join(', ')}` });
    return z.NEVER;
  });
}

/**
 * A switch: 1/true/yes/on or 0/false/no/off.
 * @param {boolean} fallback
 */
function flag(fallback) {
  return trimmed.transform((v, ctx) => {
    if (v === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be 1 or true (on), 0 or false (off)' });
    return z.NEVER;
  });
}

/**
 * Free text, or the default (undefined: not set).
 * @template {string | undefined} T
 * @param {T} fallback
 */
const text = (fallback) => raw.transform((v) => v ?? fallback);

/**
 * An absolute URL with one of these protocols.
 * @param {string[]} protocols
 * @param {undefined} fallback
 */
function url(protocols, fallback) {
  return trimmed.transform((v, ctx) => {
    if (v === undefined) return fallback;
    try {
      if (protocols.includes(new URL(v).protocol)) return v;
    } catch {
      /* refused below */
    }
    ctx.addIssue({ code: 'custom', message: `must be a ${protocols.map((p) => `${p}//`).join(' or ')} address` });
    return z.NEVER;
  });
}

const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** The API host's settings (mock-api/src/index.ts); `npm start` passes them on to the API it runs. */
const apiSettings = z.object({
  API_PORT: port(undefined),
  PORT: port(4000), // for hosts that set only PORT; API_PORT wins
  HOST: text('0.0.0.0'),
  DATA_DIR: text(undefined),
  NODE_ENV: text(undefined),
  JWT_SECRET: text(undefined),
  ADMIN_EMAIL: text(undefined),
  ADMIN_PASSWORD: text(undefined),
  CORS_ORIGINS: text(undefined),
  TRUST_PROXY: text(undefined),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  SEED_SAMPLE_DATA: flag(true),
  DATABASE_URL: url(['postgres:', 'postgresql:'], undefined),
  // Two at least: the first-start seed holds one connection for its lock while it writes through another.
  DATABASE_POOL_SIZE: int(10, { min: 2, max: 1000, unit: ' of connections' }),
  STORAGE: oneOf(['disk', 's3'], 'disk'),
  S3_ENDPOINT: url(['http:', 'https:'], undefined),
  S3_REGION: text('us-east-1'),
  S3_BUCKET: text(undefined),
  S3_ACCESS_KEY_ID: text(undefined),
  S3_SECRET_ACCESS_KEY: text(undefined),
  S3_FORCE_PATH_STYLE: flag(false),
  API_CACHE_MAX_MB: int(64, { min: 1, max: 64 * 1024, unit: ' of megabytes' }),
  // Reading notices (mock-api/src/noticeText/pool.ts reads them; checked here so a bad value stops the start).
  NOTICE_TEXT_CONCURRENCY: int(1, { min: 1, max: 16, unit: ' of readings' }),
  NOTICE_TEXT_PAGE_TIMEOUT_MS: int(90_000, { min: 1_000, max: 24 * 60 * 60 * 1000, unit: ' of milliseconds' }),
  NOTICE_TEXT_IDLE_MS: int(30_000, { min: 0, max: 24 * 60 * 60 * 1000, unit: ' of milliseconds' }),
  NOTICE_OCR_ENGINE: oneOf(['tesseract.js', 'tesseract'], 'tesseract.js'),
});

/** `npm start`'s own settings and the site's server's. */
const siteSettings = z.object({
  SHELL_PORT: port(3000),
  MF_PUBLIC_PORT: port(3001),
  MF_DIRECTORIES_PORT: port(3002),
  MF_ADMIN_PORT: port(3003),
  API_PORT: port(4000),
  PUBLIC_HOST: text('localhost'),
  LISTEN_HOST: text('0.0.0.0'),
  API_URL: text(undefined),
  API_BASE_URL: text('/api'),
  FILE_BASE_URL: text(''),
  WEBMAIL_URL: url(['http:', 'https:'], undefined),
  MF_PUBLIC_URL: url(['http:', 'https:'], undefined),
  MF_DIRECTORIES_URL: url(['http:', 'https:'], undefined),
  MF_ADMIN_URL: url(['http:', 'https:'], undefined),
  DATA_DIR: text(undefined),
  CORS_ORIGINS: text(undefined),
  API_RESTART_DELAY_MS: ms(1_000),
  API_RESTART_MAX_DELAY_MS: ms(30_000),
  SITE_LOG_LEVEL: oneOf(LOG_LEVELS, 'warn'),
  SERVE_SOURCE_MAPS: flag(false),
  SITE_TRUST_PROXY: flag(false),
  PROXY_TIMEOUT_MS: ms(30_000),
  SSR_TIMEOUT_MS: ms(2_000),
  SSR_DEADLINE_MS: ms(600),
  RENDER_CACHE_MB: int(64, { min: 1, max: 64 * 1024, unit: ' of megabytes' }),
  RENDER_CACHE_REFRESH_S: int(60, { min: 1, max: 24 * 60 * 60, unit: ' of seconds' }),
  RENDER_WAIT_MS: ms(1_000),
  CONTENT_VERSION_POLL_MS: ms(1_000),
  API_CA_FILE: text(undefined),
  PUBLIC_ORIGIN: url(['http:', 'https:'], undefined),
  HSTS: flag(false),
});

/** A refused setting: its message is a sentence per bad variable, for a person to read. */
class SettingsError extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/**
 * The environment with a .env file under it: ENV_FILE names the file (it must exist), else `.env` in
 * `cwd` is read when there is one. A variable set in the real environment wins over the file.
 */
function withEnvFile(env = process.env, cwd = process.cwd()) {
  const named = env.ENV_FILE?.trim();
  const file = named ? path.resolve(cwd, named) : path.join(cwd, '.env');
  if (!existsSync(file)) {
    if (named) throw new SettingsError([`ENV_FILE names ${file}, which does not exist.`]);
    return { ...env };
  }
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}

/**
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {Record<string, string | undefined>} env
 * @returns {z.output<S>}
 */
function parse(schema, env) {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} ${issue.message}, not "${env[name]}".`;
  });
  throw new SettingsError(problems);
}

/** @param {Record<string, string | undefined>} env the environment, .env already merged (withEnvFile) */
const readApiSettings = (env) => parse(apiSettings, env);
/** @param {Record<string, string | undefined>} env */
const readSiteSettings = (env) => parse(siteSettings, env);

module.exports = {
  apiSettings,
  siteSettings,
  SETTINGS_DOC,
  readApiSettings,
  readSiteSettings,
  withEnvFile,
  SettingsError,
};
