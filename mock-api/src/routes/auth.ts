import {
  LANGUAGES,
  PASSWORD_RULES,
  type UpdateMeRequest,
  type ChangePasswordRequest,
  type LoginRequest,
  type RegisterRequest,
} from '@gsvmc/shared-types';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/passwordPolicy';
import type { AppContext } from '../context';
import { conflict, HttpError, validationFailed } from '../errors';
import { tooManyRequests, waitInWords } from '../auth/limits';
import { toUser } from '../repositories/users';
import { changePasswordSchema, errors, loginSchema, messageSchema, registerSchema } from '../schemas';
import { addressThrottled, LOGIN_FAILED, loginThrottled, readableValidation } from './authRefusals';

export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A real hash to verify against when the email is unknown, so both failures take the same time.
  const dummyHash = await hashPassword('not-a-real-password', ctx.hashCost);
  const { throttle, limits } = ctx;

  /**
   * A refused sign-in in the audit log: the email tried and why (never the password). Written
   * outside any transaction, and a failure to write it is logged, not answered: the person is told
   * the same either way.
   */
  const auditFailure = async (request: FastifyRequest, email: string, outcome: string, userId?: string) => {
    const summary =
      outcome === 'throttled'
        ? `Sign-in as ${email} refused: too many attempts`
        : `Failed sign-in as ${email}: ${outcome.replace('-', ' ')}`;
    await ctx.audit
      .record(ctx.store.db, request, {
        action: outcome === 'throttled' ? 'login-throttled' : 'login-failed',
        entity: 'session',
        entityId: userId ?? null,
        summary,
        after: { email, outcome },
      })
      .catch((err: unknown) => request.log.error({ err }, 'could not audit a refused sign-in'));
  };

  /**
   * A throttled sign-in is audited once per address and minute: a flood of refused guesses must not
   * turn into a flood of audit rows (the throttle row's upsert writes nothing once over its budget).
   */
  const auditThrottled = async (request: FastifyRequest, email: string, error: HttpError) => {
    if (error.statusCode !== 429) return;
    const first = (await throttle.hit(`audit:throttled:${request.ip}`, { points: 1, windowSeconds: 60 })) === 0;
    if (first) await auditFailure(request, email, 'throttled');
  };

  app.post<{ Body: RegisterRequest }>(
    '/auth/register',
    {
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user, whatever the body says)',
        description: `Password: ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters, not one of the 10,000 most common, not the email or username.`,
        body: registerSchema,
        response: {
          201: { type: 'object', properties: { message: { type: 'string' }, user: { $ref: 'User#' } } },
          ...errors(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      readableValidation(request);
      const { username, email, password } = request.body;
      const problem = passwordProblem(password, { email, username });
      if (problem) throw validationFailed(problem);
      const passwordHash = await hashPassword(password, ctx.hashCost);
      const row = await ctx.users.create({ username: username.trim(), email, passwordHash, role: 'user' }, request);
      if (!row) throw conflict('An account with this email already exists');
      return reply.code(201).send({ message: 'Registration successful', user: toUser(row) });
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a token (and a device token)',
        description:
          'Send back the `deviceToken` of an earlier successful login of the same account: such a client is ' +
          "slowed only by its own failures, never by other clients' (OWASP device cookies).",
        body: loginSchema,
        response: {
          200: {
            type: 'object',
            properties: { token: { type: 'string' }, user: { $ref: 'User#' }, deviceToken: { type: 'string' } },
          },
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { password, deviceToken } = request.body;
      const email = request.body.email.trim().toLowerCase();
      const refused = async (error: HttpError): Promise<never> => {
        await auditThrottled(request, email, error);
        throw error;
      };
      // The attempt is reserved (counted) BEFORE the password is hashed, one compare-and-set per key,
      // so a parallel burst gets no more hashes than a slow sequence of guesses.
      const device = await ctx.tokens.verifyDevice(deviceToken, email);
      // An address already over its failure budget is refused first, with reads only: a flood of
      // guesses then costs the database nothing more (the budget itself is counted further down).
      const failKey = device ? null : `ip:loginfail:${request.ip}`;
      const floodWait = failKey ? await throttle.peek(failKey, limits.failedLoginPerAddress) : 0;
      if (floodWait > 0) return refused(addressThrottled(floodWait));
      let keys: string[];
      if (device) {
        // A browser that logged in to this account before: only its own failures slow it down.
        keys = [`dev:${device.jti}`];
        const wait = await throttle.reserve(keys[0]!, limits.device);
        if (wait > 0) return refused(loginThrottled(wait));
      } else {
        keys = [`login:${request.ip}:${email}`, `acct:${email}`];
        const wait = await throttle.reserve(keys[0]!, limits.clientAccount);
        if (wait > 0) return refused(loginThrottled(wait));
        const accountWait = await throttle.reserve(keys[1]!, limits.untrustedAccount);
        if (accountWait > 0) return refused(loginThrottled(accountWait));
      }
      // Counted as a failure of this address until the password proves right (then given back).
      // A client with a device token is exempt: someone else guessing on the same campus network
      // must not keep it out; its own failures are bounded by its device back-off above.
      const addressWait = failKey ? await throttle.hit(failKey, limits.failedLoginPerAddress) : 0;
      if (addressWait > 0) return refused(addressThrottled(addressWait));
      const user = await ctx.users.findByEmail(email);
      const ok = await verifyPassword(user?.password_hash ?? dummyHash, password);
      if (!user || !ok) {
        await auditFailure(request, email, user ? 'wrong-password' : 'unknown-account', user?.id);
        throw new HttpError(401, 'INVALID_CREDENTIALS', LOGIN_FAILED);
      }
      if (failKey) await throttle.refund(failKey);
      // Said only to someone who knows the password, so it tells an attacker nothing.
      if (user.disabled_at) {
        await auditFailure(request, email, 'disabled', user.id);
        throw new HttpError(403, 'ACCOUNT_DISABLED', 'This account has been disabled. Ask an administrator.');
      }
      // The right password: this client's back-off is forgotten. A login with a device token leaves
      // the account's count for unknown clients as it is, so an attack in progress stays slowed down.
      await throttle.clear(...keys);
      await ctx.users.recordLogin(user, request);
      return {
        token: await ctx.tokens.sign(user.id, user.token_version),
        user: toUser(user),
        deviceToken: await ctx.tokens.signDevice(email),
      };
    },
  );

  app.post<{ Body: ChangePasswordRequest }>(
    '/auth/password',
    {
      onRequest: ctx.requireUser,
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password; every other session of the caller ends",
        description:
          'Answers a new token for this session (the one sent is no longer valid). 400 when the current password ' +
          'is wrong or the new one breaks a rule, with a message to show.',
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: {
          200: { type: 'object', properties: { message: { type: 'string' }, token: { type: 'string' } } },
          ...errors(400, 401, 429),
        },
      },
    },
    async (request) => {
      readableValidation(request);
      const user = request.user!;
      const { currentPassword, newPassword } = request.body;
      const wait = await throttle.reserve(`pw:${user.id}`, limits.passwordChange);
      if (wait > 0)
        throw tooManyRequests(`Too many wrong current passwords. Please try again in ${waitInWords(wait)}.`, wait);
      if (!(await verifyPassword(user.password_hash, currentPassword)))
        throw validationFailed('Your current password is not correct.');
      await throttle.clear(`pw:${user.id}`);
      if (newPassword === currentPassword)
        throw validationFailed('Your new password must be different from your current password.');
      const problem = passwordProblem(newPassword, { email: user.email, username: user.username });
      if (problem) throw validationFailed(problem);
      const version = await ctx.users.setPassword(user.id, await hashPassword(newPassword, ctx.hashCost), request);
      if (version === undefined) throw new HttpError(401, 'UNAUTHORIZED', 'Your session is invalid or has expired');
      return {
        message: 'Your password has been changed. You have been signed out everywhere else.',
        token: await ctx.tokens.sign(user.id, version),
      };
    },
  );

  app.get(
    '/auth/profile',
    {
      onRequest: ctx.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The caller',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'User#' }, ...errors(401) },
      },
    },
    async (request) => toUser(request.user!),
  );

  // The signed-in user's own record: /auth/profile under the name the language switch uses, and
  // PATCH for what a user may change about themselves (the language the admin portal follows).
  app.get(
    '/auth/me',
    {
      onRequest: ctx.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The caller, with the language they chose (the same as /auth/profile)',
        security: [{ bearer: [] }],
        response: { 200: { $ref: 'User#' }, ...errors(401) },
      },
    },
    async (request) => toUser(request.user!),
  );

  app.patch<{ Body: UpdateMeRequest }>(
    '/auth/me',
    {
      onRequest: ctx.requireUser,
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: "Change the caller's own settings: `language` ('en', 'bn', or null for none)",
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { language: { type: ['string', 'null'], enum: [...LANGUAGES, null] } },
          required: ['language'],
        },
        response: { 200: { $ref: 'User#' }, ...errors(400, 401) },
      },
    },
    async (request) => {
      if (request.validationError)
        throw validationFailed(
          `Please choose a language: ${LANGUAGES.map((l) => `"${l}"`).join(' or ')} (or null for none).`,
        );
      const row = await ctx.users.setLanguage(request.user!.id, request.body.language, request);
      if (!row) throw validationFailed('Your account no longer exists.');
      return toUser(row);
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: ctx.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token sent with this call',
        security: [{ bearer: [] }],
        response: { 200: messageSchema, ...errors(401) },
      },
    },
    async (request) => {
      await ctx.revoked.revoke(request.token!.jti, request.token!.exp, request);
      return { message: 'Logged out' };
    },
  );
};
