// What each setting of settings.cjs means, for people: docs/configuration.md is written from this list
// (configuration-doc.cjs), and settings.test.ts fails when a setting has no row or a row names none.
'use strict';

/**
 * What each setting means, for people: `docs/configuration.md` is written from this list by
 * `node config/configuration-doc.cjs` (and `config/settings.test.ts` fails when the file is stale, a
 * setting has no row here, or a row names no setting). A new setting is one line in a schema above and
 * one row here.
 */
const SETTINGS_DOC = [
  { names: ['DATA_DIR'], default: '`./data`', meaning: 'the database and the uploaded files' },
  {
    names: ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
    default: '`admin@gsvmc.local` / `ChangeMe-Admin-2026` (a warning is logged)',
    meaning:
      'the administrator created on first start; required when `NODE_ENV=production`, where a password that breaks the rules (`docs/security.md`) stops the start',
  },
  {
    names: ['JWT_SECRET'],
    default: '256 random bits generated into `DATA_DIR`',
    meaning: 'signing key of the session tokens; required when `NODE_ENV=production`',
  },
  { names: ['NODE_ENV'], default: '—', meaning: '`production` makes the two settings above mandatory' },
  {
    names: ['CORS_ORIGINS'],
    default: 'the local site origins',
    meaning: 'comma-separated origins allowed to call the API from another origin',
  },
  {
    names: ['TRUST_PROXY'],
    default: '`loopback`',
    meaning:
      "whose `X-Forwarded-For` the API believes for the client address of its per-address limits: `loopback` (the site's server on the same machine), `none`, or a comma-separated list of your proxies' addresses / CIDR ranges",
  },
  {
    names: ['RESET_PASSWORD'],
    default: '—',
    meaning:
      'the new password for `npm run reset-password -w mock-api -- <email>` (else it is typed, or read from standard input)',
  },
  {
    names: ['LOG_LEVEL'],
    default: '`info`',
    meaning: 'API log level (`fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`)',
  },
  {
    names: ['SHELL_PORT', 'MF_PUBLIC_PORT', 'MF_DIRECTORIES_PORT', 'MF_ADMIN_PORT', 'API_PORT'],
    default: '3000, 3001, 3002, 3003, 4000',
    meaning: 'ports (1-65535)',
  },
  {
    names: ['PORT', 'HOST'],
    default: '4000, `0.0.0.0`',
    meaning: 'the API host run alone: its port when `API_PORT` is not set, and the address it listens on',
  },
  { names: ['LISTEN_HOST'], default: '`0.0.0.0`', meaning: "the address `npm start`'s site servers listen on" },
  {
    names: ['SEED_SAMPLE_DATA'],
    default: '`true`',
    meaning: '`false`: a first start creates only the administrator, no sample content',
  },
  {
    names: ['API_CACHE_MAX_MB'],
    default: '64',
    meaning: 'memory the API may use for stored list responses (least recently used dropped first)',
  },
  { names: ['ENV_FILE'], default: '`.env`', meaning: 'the settings file read at start (see above)' },
  {
    names: ['MF_PUBLIC_URL', 'MF_DIRECTORIES_URL', 'MF_ADMIN_URL'],
    default: '`http://localhost:<port>/mf-manifest.json`',
    meaning:
      "where each remote is (written into `config.json`): the site's server reads this manifest, the browser loads the `remoteEntry.js` beside it",
  },
  { names: ['PUBLIC_HOST'], default: '`localhost`', meaning: 'host name used in the default remote URLs' },
  {
    names: ['API_URL'],
    default: '—',
    meaning:
      "use API hosts that run elsewhere instead of starting one: one URL, or several separated by commas (round robin, a dead one skipped); the site's server forwards `/api` and `/uploads` to them with a 30 s timeout",
  },
  {
    names: ['API_CA_FILE'],
    default: '— (the public CAs only)',
    meaning:
      "PEM file of a private CA that signed the certificates of `https://` API hosts. The site's server verifies every API host's certificate and forwards nothing to one it refuses (the visitor gets a 502 saying so). Set `NODE_EXTRA_CA_CERTS` to the same file so that server rendering trusts it too",
  },
  {
    names: ['API_BASE_URL', 'FILE_BASE_URL'],
    default: '`/api`, same origin',
    meaning: 'what the browser uses for API calls and uploaded files (written into `config.json`)',
  },
  {
    names: ['WEBMAIL_URL'],
    default: '`https://webmail.gsvmc.edu.bd/` (a placeholder)',
    meaning: "the navigation's Webmail link (written into `config.json`)",
  },
  {
    names: ['CHROMIUM_PATH'],
    default: '`/usr/bin/chromium`',
    meaning: 'the browser the journeys and the bundle benchmark drive',
  },
  {
    names: ['SITE_TRUST_PROXY'],
    default: 'off',
    meaning: '`1`: a proxy in front of the site server is trusted for `X-Forwarded-For` / `-Proto` / `-Host`',
  },
  {
    names: ['HSTS'],
    default: 'off',
    meaning: '`1`: send `Strict-Transport-Security` (only when the site is reached over HTTPS)',
  },
  {
    names: ['PUBLIC_ORIGIN'],
    default: "the request's Host",
    meaning: "the site's public origin for `og:url` and canonical links",
  },
  {
    names: ['SERVE_SOURCE_MAPS'],
    default: 'off',
    meaning: '`1`: serve `*.map` files (for debugging a production build locally)',
  },
  { names: ['PROXY_TIMEOUT_MS'], default: '`30000`', meaning: 'an API host silent for longer gets a 504' },
  {
    names: ['SSR_TIMEOUT_MS'],
    default: '`2000`',
    meaning: 'how long server rendering may take before the bare page (drawn in the browser) is sent instead',
  },
  {
    names: ['SSR_DEADLINE_MS'],
    default: '`600`',
    meaning:
      "what the renderer is given for a page's code and API calls; calls still running then are cancelled and the page is drawn with its error state",
  },
  {
    names: ['API_RESTART_DELAY_MS', 'API_RESTART_MAX_DELAY_MS'],
    default: '`1000`, `30000`',
    meaning:
      'back-off when the API host that `npm start` runs exits: 1 s, 2 s, 4 s... up to the cap; it starts from 1 s again after a minute up',
  },
  {
    names: ['RENDER_CACHE_MB'],
    default: '`64`',
    meaning: 'memory bound of the render cache (all pages, all encodings)',
  },
  {
    names: ['RENDER_CACHE_REFRESH_S'],
    default: '`60`',
    meaning: 'a cached page older than this is rendered again (sent meanwhile), even if nothing says it changed',
  },
  {
    names: ['RENDER_WAIT_MS'],
    default: '`1000`',
    meaning: 'how long a request waits for the render of changed content before it gets the page it replaces',
  },
  {
    names: ['CONTENT_VERSION_POLL_MS'],
    default: '`1000`',
    meaning: 'at most one content-version check per this interval, per site server',
  },
  {
    names: ['NOTICE_TEXT_CONCURRENCY'],
    default: '1',
    meaning: 'notices read at once by one API process (OCR is CPU-bound: one per two cores)',
  },
  {
    names: ['NOTICE_TEXT_PAGE_TIMEOUT_MS'],
    default: '90000',
    meaning: "the most one page's reading may take; past it the reading process is stopped and the job retried",
  },
  {
    names: ['NOTICE_TEXT_IDLE_MS'],
    default: '30000',
    meaning: 'the reading process ends after this long without work, giving its memory back',
  },
  {
    names: ['NOTICE_OCR_ENGINE'],
    default: '`tesseract.js`',
    meaning:
      "`tesseract` reads with the machine's own `tesseract` binary where it is installed (with its Bengali data); the default needs nothing beyond `npm install`",
  },
  { names: ['SITE_LOG_LEVEL'], default: '`warn`', meaning: "the site's servers' log level" },
  {
    names: ['DATABASE_URL'],
    default: '— (SQLite in `DATA_DIR`)',
    meaning: '`postgres://user:password@host:5432/db`: the API uses PostgreSQL; `JWT_SECRET` then becomes required',
  },
  { names: ['DATABASE_POOL_SIZE'], default: '`10`', meaning: 'PostgreSQL connections per API process' },
  {
    names: ['STORAGE'],
    default: '`disk`',
    meaning: '`s3`: uploaded files in an S3-compatible bucket (below) instead of `DATA_DIR/uploads`',
  },
  {
    names: ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET'],
    default: 'AWS, `us-east-1`, —',
    meaning: 'the bucket (required with `STORAGE=s3`) and, for S3-compatible servers, their address',
  },
  {
    names: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    default: "the AWS SDK's default chain",
    meaning: 'bucket credentials',
  },
  {
    names: ['S3_FORCE_PATH_STYLE'],
    default: '`false`',
    meaning: '`true` for most S3-compatible servers (bucket in the path)',
  },
];

module.exports = { SETTINGS_DOC };
