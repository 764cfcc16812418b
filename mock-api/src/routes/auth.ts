import type { LoginRequest, RegisterRequest } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { conflict, HttpError } from '../errors';
import { toUser } from '../repositories/users';
import { errors, loginSchema, messageSchema, registerSchema } from '../schemas';

/** Every failed login says the same, whether the email is unknown or the password wrong. */
export const LOGIN_FAILED = 'Invalid email or password';

export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A real hash to verify against when the email is unknown, so both failures take the same time.
  const dummyHash = await hashPassword('not-a-real-password', ctx.hashCost);

  app.post<{ Body: RegisterRequest }>(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user, whatever the body says)',
        body: registerSchema,
        response: {
          201: { type: 'object', properties: { message: { type: 'string' }, user: { $ref: 'User#' } } },
          ...errors(400, 409),
        },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      const passwordHash = await hashPassword(password, ctx.hashCost);
      const row = await ctx.users.create({ username: username.trim(), email, passwordHash, role: 'user' });
      if (!row) throw conflict('An account with this email already exists');
      return reply.code(201).send({ message: 'Registration successful', user: toUser(row) });
    },
  );

  app.post<{ Body: LoginRequest }>(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a token',
        body: loginSchema,
        response: {
          200: { type: 'object', properties: { token: { type: 'string' }, user: { $ref: 'User#' } } },
          ...errors(400, 401, 429),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const wait = await ctx.throttle.lockedFor(email);
      if (wait > 0) {
        throw new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many failed login attempts. Please try again later.', {
          'retry-after': String(wait),
        });
      }
      const user = await ctx.users.findByEmail(email);
      const ok = await verifyPassword(user?.password_hash ?? dummyHash, password);
      if (!user || !ok) {
        await ctx.throttle.recordFailure(email);
        throw new HttpError(401, 'INVALID_CREDENTIALS', LOGIN_FAILED);
      }
      await ctx.throttle.reset(email);
      return { token: await ctx.tokens.sign(user.id), user: toUser(user) };
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
      await ctx.revoked.revoke(request.token!.jti, request.token!.exp);
      return { message: 'Logged out' };
    },
  );
};
