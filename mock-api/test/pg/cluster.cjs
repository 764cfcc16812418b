// A throwaway PostgreSQL server and an in-process S3-compatible server (s3rver), for the jest suite
// on PostgreSQL + S3 (globalSetup.cjs) and for the bench (bench/run.mjs). CommonJS so both can load it.
const { execFileSync, spawnSync } = require('node:child_process');
const { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

/**
 * Debian keeps the server binaries outside PATH: /usr/lib/postgresql/<version>/bin. PG_BIN is tried
 * first. `where` is for the test of the skip message.
 */
function findPgBin(where = {}) {
  const env = where.env ?? process.env;
  const debian = where.debianRoot ?? '/usr/lib/postgresql';
  const candidates = [];
  if (env.PG_BIN) candidates.push(env.PG_BIN);
  if (existsSync(debian)) {
    for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, v, 'bin'));
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8', env: { PATH: env.PATH ?? '' } });
  if (which.status === 0 && which.stdout.trim()) candidates.push(path.dirname(which.stdout.trim()));
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

/** { ok: true } or { ok: false, reason } in words for the test output. */
function postgresAvailability(where) {
  if (findPgBin(where)) return { ok: true };
  return {
    ok: false,
    reason:
      "PostgreSQL's initdb was not found (not in /usr/lib/postgresql/*/bin, PATH or PG_BIN). " +
      'Install it with `apt-get install -y postgresql` (Debian) to run the API suite on PostgreSQL + S3 as well.',
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb into a temporary folder and start it on a private port, with fsync off (a test cluster
 * need not survive a power cut). PostgreSQL refuses to run as root, so as root the folder is given to
 * the `postgres` user and the tools run through runuser. Returns { url, adminUrl, stop }.
 */
async function startPostgres({ maxConnections = 300 } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error(postgresAvailability().reason);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool, args) => {
    const exe = path.join(bin, tool);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
    return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  };
  if (asRoot) {
    const pw = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(pw), Number(gid));
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = [
    `-k ${dir}`,
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), 'start', '-o', options]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A run cut short (Ctrl-C, a crash) must not leave a server behind: 'exit' handlers may run
  // synchronous commands, which pg_ctl is here.
  process.once('exit', stop);
  return {
    port,
    dir,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
  };
}

/** s3rver on a free loopback port over a temporary folder. Returns { endpoint, stop }. */
async function startS3() {
  const S3rver = require('s3rver');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver accepts these fixed credentials (its README); the SDK signs every request with them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { findPgBin, postgresAvailability, startPostgres, startS3, freePort };
