// Login throttling that cannot be turned against a user, per-address limits, passwords.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LIMITS, parseTrustProxy } from '../src/auth/limits';
import { passwordProblem } from '../src/auth/passwordPolicy';
import { buildServer } from '../src/server';
import { ADMIN, backendOptions, buildTestApp, setup, tempDataDir } from './helpers';

type T = Awaited<ReturnType<typeof setup>>;
const login = (t: T, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
const register = (t: T, payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('login throttle', () => {
  let t: T;
  beforeAll(async () => {
    t = await setup({
      limits: {
        clientAccount: { free: 5, baseSeconds: 60, maxSeconds: 900, forgetSeconds: 3600 },
        untrustedAccount: { free: 8, baseSeconds: 60, maxSeconds: 900, forgetSeconds: 3600 },
      },
    });
  });
  afterAll(() => t.cleanup());

  test('a parallel burst of 100 logins (99 wrong, the last right) gets no more password checks than a slow sequence', async () => {
    const email = 'burst@test.local';
    expect((await register(t, { username: 'Burst', email, password: 'right-password-1' })).statusCode).toBe(201);
    // 99 wrong guesses at once, then the right password. (Sent in the same burst, the right one may be
    // among the first five checked on a pool of connections; a success then clears this client's
    // back-off, as it should, which would make the count below depend on arrival order.)
    const answers = await Promise.all(
      Array.from({ length: 99 }, (_, i) => login(t, { email, password: `wrong-${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    // A 401 means the password was checked; a 429 means it was refused before the hash.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(94);
    expect(answers.find((a) => a.statusCode === 429)!.headers['retry-after']).toBeDefined();
    // The right password after the burst is not checked either: no guess gets through on the 100th try.
    expect((await login(t, { email, password: 'right-password-1' })).statusCode).toBe(429);
  });

  test('failures from other clients never keep out a client holding a device token for the account', async () => {
    const email = 'owner@test.local';
    await register(t, { username: 'Owner', email, password: 'owner-password-1' });
    const first = await login(t, { email, password: 'owner-password-1' }, '10.0.0.1');
    expect(first.statusCode).toBe(200);
    const deviceToken = first.json().deviceToken as string;
    expect(deviceToken.split('.')).toHaveLength(3);

    // An attacker spreads wrong guesses over many addresses, so no per-address back-off holds it...
    for (let i = 0; i < 12; i += 1) await login(t, { email, password: `guess-${i}` }, `203.0.113.${i + 1}`);
    // ...but the account is now closed to clients without a device token, from any address,
    const stranger = await login(t, { email, password: 'owner-password-1' }, '198.51.100.7');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ (minute|second)s?\.$/,
    );
    // while the owner's browser, which sends its device token, logs in at once.
    const owner = await login(t, { email, password: 'owner-password-1', deviceToken }, '10.0.0.1');
    expect(owner.statusCode).toBe(200);
    // A device token of another account counts for nothing.
    const misused = await login(t, { email, password: 'owner-password-1', deviceToken: 'x.y.z' }, '10.0.0.1');
    expect(misused.statusCode).toBe(429);
  });

  test('failed logins per address are cut off early; successes are given back; a device token is exempt', async () => {
    const s = await setup({ limits: { failedLoginPerAddress: { points: 3, windowSeconds: 300 } } });
    try {
      const from = '198.51.100.77';
      const ok = await login(s, ADMIN, from);
      const deviceToken = ok.json().deviceToken as string;
      // Successes do not use the budget: a campus of successful logins never meets it.
      for (let i = 0; i < 5; i += 1) expect((await login(s, ADMIN, from)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1)
        expect((await login(s, { email: `nobody${i}@test.local`, password: 'guess-guess' }, from)).statusCode).toBe(
          401,
        );
      const cut = await login(s, { email: 'nobody9@test.local', password: 'guess-guess' }, from);
      expect(cut.statusCode).toBe(429);
      expect(cut.json().message).toBe(
        'Too many failed login attempts from your network. Please try again in 5 minutes.',
      );
      expect((await login(s, ADMIN, from)).statusCode).toBe(429);
      // The admin's own browser on the same network still gets in.
      expect((await login(s, { ...ADMIN, deviceToken }, from)).statusCode).toBe(200);
      expect((await login(s, ADMIN, '198.51.100.78')).statusCode).toBe(200);
    } finally {
      await s.cleanup();
    }
  });

  test('a device token is refused as a session token', async () => {
    const res = await login(t, ADMIN);
    const profile = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${res.json().deviceToken}` },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('per-address limits (over a real socket)', () => {
  async function listening(trustProxy: boolean | string) {
    const dataDir = tempDataDir();
    const app = await buildTestApp(dataDir, {
      trustProxy,
      limits: {
        loginPerAddress: { points: 3, windowSeconds: 600 },
        registerPerAddress: { points: 2, windowSeconds: 600 },
        writePerAddress: { points: 2, windowSeconds: 600 },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const post = (url: string, body: object | undefined, forwardedFor?: string) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    return {
      app,
      post,
      close: async () => {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  test('login, registration and writes are limited per client address, which a trusted proxy forwards', async () => {
    const s = await listening('loopback');
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await s.post('/api/auth/login', { email: `u${i}@test.local`, password: 'wrong' }, '198.51.100.1');
        expect(res.status).toBe(401);
      }
      const limited = await s.post('/api/auth/login', { email: 'u9@test.local', password: 'x' }, '198.51.100.1');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { message: string }).message).toBe(
        'Too many login attempts from your network. Please try again in 10 minutes.',
      );
      // Another client behind the same proxy is not affected.
      expect((await s.post('/api/auth/login', ADMIN, '198.51.100.2')).status).toBe(200);

      const body = (i: number) => ({ username: `User ${i}`, email: `r${i}@test.local`, password: 'a-long-passphrase' });
      expect((await s.post('/api/auth/register', body(1), '198.51.100.3')).status).toBe(201);
      expect((await s.post('/api/auth/register', body(2), '198.51.100.3')).status).toBe(201);
      const third = await s.post('/api/auth/register', body(3), '198.51.100.3');
      expect(third.status).toBe(429);
      expect(((await third.json()) as { message: string }).message).toMatch(
        /^Too many registrations from your network/,
      );

      // Writes are counted before the token is checked: an anonymous flood is cut off too.
      expect((await s.post('/api/auth/logout', undefined, '198.51.100.4')).status).toBe(401);
      expect((await s.post('/api/auth/logout', undefined, '198.51.100.4')).status).toBe(401);
      expect((await s.post('/api/auth/logout', undefined, '198.51.100.4')).status).toBe(429);
    } finally {
      await s.close();
    }
  });

  test('X-Forwarded-For from a peer that is not a trusted proxy is ignored', async () => {
    const s = await listening(false);
    try {
      for (let i = 0; i < 3; i += 1)
        await s.post('/api/auth/login', { email: 'a@test.local', password: 'wrong' }, `192.0.2.${i + 1}`);
      // A new forged address each time does not reset the count: the peer is what counts.
      expect((await s.post('/api/auth/login', ADMIN, '192.0.2.99')).status).toBe(429);
    } finally {
      await s.close();
    }
  });
});

test('TRUST_PROXY: loopback by default, none, or a list of addresses and ranges', () => {
  expect(parseTrustProxy(undefined)).toBe('loopback');
  expect(parseTrustProxy('none')).toBe(false);
  expect(parseTrustProxy('10.0.0.5')).toBe('10.0.0.5');
  expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
});

describe('throttle records expire', () => {
  test('the sweep deletes rows past their window and keeps live ones', async () => {
    const t = await setup();
    try {
      const now = Math.floor(Date.now() / 1000);
      await t.app.ctx.throttle.hit('ip:login:old', { points: 5, windowSeconds: 60 }, now - 3600);
      await t.app.ctx.throttle.reserve('login:old:x@y', DEFAULT_LIMITS.clientAccount, now - 7200);
      await t.app.ctx.throttle.hit('ip:login:new', { points: 5, windowSeconds: 60 }, now);
      const before = await t.app.ctx.throttle.count();
      expect(await t.app.ctx.throttle.sweep(now)).toBe(2);
      expect(await t.app.ctx.throttle.count()).toBe(before - 2);
      const keys = await t.app.ctx.store.db.selectFrom('throttle').select('key').execute();
      expect(keys.map((k) => k.key)).toContain('ip:login:new');
    } finally {
      await t.cleanup();
    }
  });
});

describe('passwords', () => {
  let t: T;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(() => t.cleanup());

  test('registration refuses common passwords and the email as password, in words a person reads', async () => {
    const cases: Array<[object, string]> = [
      [
        { username: 'Common', email: 'c@test.local', password: '12345678' },
        'This password is one of the 10,000 most common passwords, which attackers try first. Please choose another.',
      ],
      [
        { username: 'Common', email: 'c@test.local', password: 'Password' },
        'This password is one of the 10,000 most common passwords, which attackers try first. Please choose another.',
      ],
      [
        { username: 'Self', email: 'self-named@test.local', password: 'self-named@test.local' },
        'Your password must not be your email address or your username.',
      ],
      [
        { username: 'Short', email: 's@test.local', password: 'short' },
        'Your password must be 8 to 128 characters long.',
      ],
      [
        { username: 'Bad', email: 'not-an-email', password: 'a-long-passphrase' },
        'Please enter a valid email address.',
      ],
      [
        { username: 'B', email: 'b@test.local', password: 'a-long-passphrase' },
        'Please enter a username of 2 to 50 characters.',
      ],
      [{ email: 'b@test.local', password: 'a-long-passphrase' }, 'Please enter a username of 2 to 50 characters.'],
    ];
    for (const [payload, message] of cases) {
      const res = await register(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
      expect(res.json().message).not.toMatch(/body\//);
    }
  });

  test('the rules count characters, not bytes, and accept a passphrase in any script', () => {
    expect(passwordProblem('আমার সোনার বাংলা')).toBeNull();
    expect(passwordProblem('আমার')).toMatch(/at least 8 characters/);
    expect(passwordProblem('qwertyuiop')).toMatch(/most common/);
  });

  test('POST /auth/password changes the password and ends every other session', async () => {
    const email = 'changer@test.local';
    await register(t, { username: 'Changer', email, password: 'first-passphrase' });
    const a = (await login(t, { email, password: 'first-passphrase' })).json().token as string;
    const b = (await login(t, { email, password: 'first-passphrase' })).json().token as string;
    const change = (token: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const profile = (token: string) =>
      t.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });

    const wrong = await change(a, { currentPassword: 'not-it-at-all', newPassword: 'second-passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const common = await change(a, { currentPassword: 'first-passphrase', newPassword: 'password1' });
    expect(common.json().message).toMatch(/10,000 most common passwords/);
    const same = await change(a, { currentPassword: 'first-passphrase', newPassword: 'first-passphrase' });
    expect(same.json().message).toBe('Your new password must be different from your current password.');
    const empty = await change(a, { currentPassword: 'first-passphrase' });
    expect(empty.json().message).toBe('Your new password must be 8 to 128 characters long.');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/password', payload: {} })).statusCode).toBe(401);

    const ok = await change(a, { currentPassword: 'first-passphrase', newPassword: 'second-passphrase' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password has been changed. You have been signed out everywhere else.');
    const fresh = ok.json().token as string;
    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await profile(a)).statusCode).toBe(401);
    expect((await profile(b)).statusCode).toBe(401);
    expect((await login(t, { email, password: 'first-passphrase' })).statusCode).toBe(401);
    expect((await login(t, { email, password: 'second-passphrase' })).statusCode).toBe(200);
  });

  test('wrong current passwords are throttled per user', async () => {
    const email = 'guesser@test.local';
    await register(t, { username: 'Guesser', email, password: 'guesser-passphrase' });
    const token = (await login(t, { email, password: 'guesser-passphrase' })).json().token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: `guess-${i}-xx`, newPassword: 'another-passphrase' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  test('production refuses to start with a common admin password', async () => {
    const dataDir = tempDataDir();
    try {
      await expect(
        buildServer({
          dataDir,
          production: true,
          jwtSecret: 'x'.repeat(40),
          adminEmail: 'head@test.local',
          adminPassword: 'password123',
          hashCost: { memoryCost: 1024, timeCost: 1 },
          seed: 'admin',
        }),
      ).rejects.toThrow('ADMIN_PASSWORD is refused: This password is one of the 10,000 most common passwords');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run reset-password', () => {
  test('sets a new password from RESET_PASSWORD, ends the sessions and refuses a common one', async () => {
    const dataDir = tempDataDir();
    let app = await buildTestApp(dataDir);
    const old = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const oldToken = old.json().token as string;
    await app.close();

    const { databaseUrl } = await backendOptions(dataDir);
    const run = (password: string) =>
      spawnSync(
        process.execPath,
        [
          '-r',
          path.join(__dirname, 'support/register-ts.cjs'),
          path.join(__dirname, '../src/cli/resetPassword.ts'),
          ADMIN.email,
        ],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', RESET_PASSWORD: password },
          encoding: 'utf8',
        },
      );
    const refused = run('qwerty123');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('most common passwords');
    expect(refused.stderr).toContain('Nothing was changed.');
    const done = run('a-brand-new-admin-passphrase');
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(done.stdout).toContain(`The password of ${ADMIN.email} (admin) has been changed.`);

    app = await buildTestApp(dataDir);
    try {
      const profile = await app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${oldToken}` } });
      expect(profile.statusCode).toBe(401);
      const relogin = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password: 'a-brand-new-admin-passphrase' },
      });
      expect(relogin.statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('links and caches', () => {
  let t: T;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(() => t.cleanup());

  test('a publication link must be an http: or https: address', async () => {
    for (const link of ['javascript:alert(document.cookie)', 'data:text/html,<script>1</script>', 'ftp://x.org/a']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/faculty/any-id',
        headers: t.auth(t.adminToken),
        payload: { publications: [{ title: 'Paper', link }] },
      });
      expect(res.statusCode).toBe(400);
    }
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/faculty/any-id',
      headers: t.auth(t.adminToken),
      payload: {
        publications: [
          { title: 'Paper', link: 'https://doi.org/10.1/x' },
          { title: 'No link', link: '' },
        ],
      },
    });
    expect(ok.statusCode).toBe(404);
  });

  test.each(['/api/notices', '/api/faculty', '/api/photo', '/api/alumni'])(
    '%s keeps Vary: Origin beside Accept-Encoding, from the cache too',
    async (url) => {
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({
          url,
          headers: { origin: 'http://localhost:3000', 'accept-encoding': 'gzip' },
        });
        expect(res.statusCode).toBe(200);
        const vary = String(res.headers.vary)
          .split(',')
          .map((v) => v.trim().toLowerCase());
        expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
        expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      }
    },
  );
});
