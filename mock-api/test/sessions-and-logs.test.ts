// Secrets stay out of the request log; a reset link dies with the credentials it was issued for;
// failed and throttled sign-ins leave an audit row (never a password); a signed-in user's answers
// are never stored by a cache.
import { Writable } from 'node:stream';
import { ADMIN, setup } from './helpers';
import { createAccount, STAFF_PASSWORD, tokenOf } from './staff';

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the request log', () => {
  const lines: string[] = [];
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await setup({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.cleanup());

  test('names the path and harmless parameters, never a token, password or secret in the query', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(t.adminToken),
      payload: { username: 'logged', email: 'logged@test.local', role: 'editor' },
    });
    const token = tokenOf(created.json().resetLink.url);
    expect((await t.app.inject({ url: `/api/auth/reset?token=${token}` })).statusCode).toBe(200);
    await t.app.inject({
      url: '/api/search?q=anatomy&password=Hunter-Two-22&client_secret=s3cr3t-value&apiKey=k3y-value',
    });

    const logged = lines.map((l) => JSON.parse(l) as { req?: { url?: string } });
    const urls = logged.flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/auth/reset?token=[REDACTED]',
        '/api/search?q=anatomy&password=[REDACTED]&client_secret=[REDACTED]&apiKey=[REDACTED]',
      ]),
    );
    const all = lines.join('\n');
    for (const secret of [token, 'Hunter-Two-22', 's3cr3t-value', 'k3y-value']) expect(all).not.toContain(secret);
  });
});

describe('accounts', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup({
      limits: { clientAccount: { free: 2, baseSeconds: 60, maxSeconds: 900, forgetSeconds: 3600 } },
    });
  });
  afterAll(() => t.cleanup());

  const resetLink = async (id: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${id}/reset-link`, headers: as(t.adminToken) });
    expect(res.statusCode).toBe(201);
    return tokenOf(res.json().url);
  };
  const linkWorks = async (token: string) => (await t.app.inject({ url: `/api/auth/reset?token=${token}` })).statusCode;

  test('a reset link dies when its account is disabled, and stays dead after re-enabling', async () => {
    const account = await createAccount(t.app, t.adminToken, 'disabled.later@test.local', 'editor');
    const token = await resetLink(account.id);
    expect(await linkWorks(token)).toBe(200);
    for (const disabled of [true, false]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${account.id}`,
        headers: as(t.adminToken),
        payload: { disabled },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await linkWorks(token)).toBe(410);
    const use = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'A-new-passphrase-77' },
    });
    expect(use.statusCode).toBe(410);
  });

  test('a reset link dies when the owner changes the password', async () => {
    const account = await createAccount(t.app, t.adminToken, 'changes.own@test.local', 'editor');
    const token = await resetLink(account.id);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: as(account.token),
      payload: { currentPassword: STAFF_PASSWORD, newPassword: 'Another-passphrase-88' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await linkWorks(token)).toBe(410);
  });

  test('failed and throttled sign-ins are audited with the email tried and the outcome, never the password', async () => {
    const attempt = (email: string, password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': address },
      });
    expect((await attempt(ADMIN.email, 'Wrong-guess-0001', '198.51.100.61')).statusCode).toBe(401);
    expect((await attempt('nobody@test.local', 'Wrong-guess-0002', '198.51.100.61')).statusCode).toBe(401);
    expect((await attempt(ADMIN.email, 'Wrong-guess-0003', '198.51.100.61')).statusCode).toBe(401);
    expect((await attempt(ADMIN.email, 'Wrong-guess-0004', '198.51.100.61')).statusCode).toBe(429);

    const res = await t.app.inject({ url: '/api/audit?entity=session&pageSize=50', headers: as(t.adminToken) });
    expect(res.statusCode).toBe(200);
    const entries = (res.json().data as { action: string; ip: string; after: Record<string, unknown> | null }[]).filter(
      (e) => e.ip === '198.51.100.61',
    );
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['login-throttled', { email: ADMIN.email, outcome: 'throttled' }],
      ['login-failed', { email: ADMIN.email, outcome: 'wrong-password' }],
      ['login-failed', { email: 'nobody@test.local', outcome: 'unknown-account' }],
      ['login-failed', { email: ADMIN.email, outcome: 'wrong-password' }],
    ]);
    expect(res.body).not.toMatch(/Wrong-guess/);
  });

  test('every answer to a signed-in user says no-store', async () => {
    for (const url of [
      '/api/auth/me',
      '/api/auth/profile',
      '/api/pages',
      '/api/pages/home',
      '/api/pages/home/draft',
      '/api/pages/home/revisions',
      '/api/site/draft',
      '/api/audit',
      '/api/users',
      '/api/notices',
      '/api/content-version',
    ]) {
      const res = await t.app.inject({ url, headers: as(t.adminToken) });
      expect([url, res.statusCode < 500, res.headers['cache-control']]).toEqual([url, true, 'no-store']);
    }
    // A visitor's public list may still be revalidated from a cache.
    expect((await t.app.inject({ url: '/api/notices' })).headers['cache-control']).toBe('no-cache');
  });
});
