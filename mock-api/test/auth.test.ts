import { createHmac } from 'node:crypto';
import { LOGIN_FAILED } from '../src/routes/authRefusals';
import { ADMIN, setup } from './helpers';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const b64 = (v: object | Buffer) => (Buffer.isBuffer(v) ? v : Buffer.from(JSON.stringify(v))).toString('base64url');
function handMadeToken(header: object, payload: object, secret: string | null): string {
  const head = `${b64(header)}.${b64(payload)}`;
  const sig =
    secret === null
      ? ''
      : createHmac(header && (header as { alg?: string }).alg === 'HS512' ? 'sha512' : 'sha256', secret)
          .update(head)
          .digest('base64url');
  return `${head}.${sig}`;
}

let t: Awaited<ReturnType<typeof setup>>;
// The throttles read this clock, which stands still: a wait counted from one
// failure is the same wait when the next request asks, however slowly the machine runs the test.
const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);
beforeAll(async () => {
  t = await setup({
    limits: { clientAccount: { free: 3, baseSeconds: 60, maxSeconds: 900, forgetSeconds: 3600 } },
    clock: () => NOW,
  });
});
afterAll(() => t.cleanup());

const profile = (token?: string) =>
  t.app.inject({ url: '/api/auth/profile', headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

describe('register', () => {
  test('gives role user even when the body asks for admin, and ignores unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'Mallory',
        email: 'Mallory@Test.local',
        password: 'long-enough-1',
        role: 'admin',
        isAdmin: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ username: 'Mallory', email: 'mallory@test.local', role: 'user' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'mallory@test.local', password: 'long-enough-1' },
    });
    expect(login.json().user.role).toBe('user');
    const upload = await t.app.inject({
      method: 'DELETE',
      url: '/api/notices/x',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(upload.statusCode).toBe(403);
  });

  test('refuses a duplicate email (any case) with 409 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Again', email: 'USER@test.local', password: 'whatever-123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT' });
  });

  test.each([
    [{ username: 'A', email: 'a@b.c' }, 'password'],
    [{ username: 'Abc', email: 'not-an-email', password: 'long-enough-1' }, 'email'],
    [{ username: 'Abc', email: 'x@y.zz', password: 'short' }, 'password'],
  ])('validates the body: %j', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toContain(field);
  });

  test('stores an argon2id hash, never the password', async () => {
    const row = await t.app.ctx.users.findByEmail('user@test.local');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('User-Password-1');
  });
});

describe('login', () => {
  test('returns token and user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(res.json().token.split('.')).toHaveLength(3);
    expect(res.json().user.password_hash).toBeUndefined();
  });

  test('says the same for an unknown email and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@test.local', password: 'x' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'user@test.local', password: 'wrong' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: LOGIN_FAILED, code: 'INVALID_CREDENTIALS' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  test('slows a client down after repeated failures on an account, even for the right password, with Retry-After', async () => {
    const email = 'victim@test.local';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Victim', email, password: 'right-password-1' },
    });
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `guess-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'right-password-1' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 1 minute.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are unaffected.
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(other.statusCode).toBe(200);
  });

  test('a success resets the failure count', async () => {
    const email = 'forgetful@test.local';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Forgetful', email, password: 'right-password-1' },
    });
    for (let round = 0; round < 3; round += 1) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'bad' } });
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'bad' } });
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'right-password-1' },
      });
      expect(ok.statusCode).toBe(200);
    }
  });

  test('requires both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('tokens', () => {
  test('profile returns the user for a valid token', async () => {
    const res = await profile(t.userToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Test User', email: 'user@test.local', role: 'user' });
    expect(typeof res.json().createdAt).toBe('string');
  });

  test('401 without a token or with a malformed header', async () => {
    for (const res of [
      await profile(),
      await t.app.inject({ url: '/api/auth/profile', headers: { authorization: 'Basic abc' } }),
      await profile('garbage'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  test('refuses a token signed with another secret (forged)', async () => {
    const payload = JSON.parse(Buffer.from(t.adminToken.split('.')[1]!, 'base64url').toString());
    const forged = handMadeToken({ alg: 'HS256', typ: 'JWT' }, payload, 'some-other-secret-some-other-secret-0000');
    expect((await profile(forged)).statusCode).toBe(401);
  });

  test('refuses a token whose payload was edited (user -> admin)', async () => {
    const [h, , s] = t.userToken.split('.');
    const adminPayload = Buffer.from(t.adminToken.split('.')[1]!, 'base64url');
    expect((await profile(`${h}.${b64(adminPayload)}.${s}`)).statusCode).toBe(401);
  });

  test('refuses alg:none and other algorithms, even with our secret', async () => {
    const payload = JSON.parse(Buffer.from(t.adminToken.split('.')[1]!, 'base64url').toString());
    expect((await profile(handMadeToken({ alg: 'none', typ: 'JWT' }, payload, null))).statusCode).toBe(401);
    expect((await profile(handMadeToken({ alg: 'HS512', typ: 'JWT' }, payload, SECRET))).statusCode).toBe(401);
  });

  test('accepts a hand-made HS256 token with our secret (the check above is meaningful) but not once expired', async () => {
    const payload = JSON.parse(Buffer.from(t.adminToken.split('.')[1]!, 'base64url').toString());
    expect((await profile(handMadeToken({ alg: 'HS256' }, payload, SECRET))).statusCode).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const expired = handMadeToken({ alg: 'HS256' }, { ...payload, iat: now - 7200, exp: now - 60 }, SECRET);
    const res = await profile(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  test('a token of a deleted user is refused', async () => {
    const payload = JSON.parse(Buffer.from(t.adminToken.split('.')[1]!, 'base64url').toString());
    expect(
      (await profile(handMadeToken({ alg: 'HS256' }, { ...payload, sub: 'no-such-user' }, SECRET))).statusCode,
    ).toBe(401);
  });

  test('logout revokes the token; another session stays valid', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'user@test.local', password: 'User-Password-1' },
    });
    const token = first.json().token as string;
    expect((await profile(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(t.userToken)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  test('logout without a token is 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});
