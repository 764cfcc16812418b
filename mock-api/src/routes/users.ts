import { RESET_LINK_HOURS, type CreateUserRequest, type UpdateUserRequest } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { conflict, notFound, validationFailed } from '../errors';
import { AccountRuleError, toAccount } from '../repositories/users';
import { errors, idParams } from '../schemas';
import { createUserSchema, resetLinkSchema, updateUserSchema } from '../staffSchemas';

/** The public page that takes a reset token (shell: PATHS.resetPassword). */
export const resetUrl = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

export const usersRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secured = { security: [{ bearer: [] }], tags: ['users'] };

  app.get(
    '/users',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        ...secured,
        summary: 'Every account with its role, last sign-in and state (admin)',
        response: { 200: { type: 'array', items: { $ref: 'UserAccount#' } }, ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ctx.users.list();
    },
  );

  app.post<{ Body: CreateUserRequest }>(
    '/users',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        ...secured,
        summary: 'Create an account, usually a staff one (admin)',
        description:
          `The account has no usable password until its owner opens the one-time \`resetLink\` (valid ${RESET_LINK_HOURS} hours) ` +
          'and chooses one: the site sends no e-mail, so the admin passes the link on.',
        body: createUserSchema,
        response: {
          201: { type: 'object', properties: { user: { $ref: 'UserAccount#' }, resetLink: resetLinkSchema } },
          ...errors(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { username, email, role } = request.body;
      // A random password nobody knows, hashed like any other: the account opens only through the link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'), ctx.hashCost);
      const row = await ctx.users.create({ username: username.trim(), email, passwordHash, role }, request);
      if (!row) throw conflict('An account with this email already exists');
      const link = await ctx.passwordResets.createResetLink(row.id, RESET_LINK_HOURS, request);
      if (!link) throw notFound('User not found');
      return reply
        .code(201)
        .send({ user: toAccount(row), resetLink: { url: resetUrl(link.token), expiresAt: link.expiresAt } });
    },
  );

  app.patch<{ Params: { id: string }; Body: UpdateUserRequest }>(
    '/users/:id',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        ...secured,
        summary: "Change an account's role, or disable or re-enable it (admin)",
        description:
          'A disabled account is signed out everywhere at once and cannot sign in. The last enabled administrator ' +
          'cannot be demoted or disabled, and nobody can disable their own account (409 with the reason).',
        params: idParams,
        body: updateUserSchema,
        response: { 200: { $ref: 'UserAccount#' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      try {
        const updated = await ctx.users.update(request.params.id, request.body, request);
        if (!updated) throw notFound('User not found');
        return updated;
      } catch (err) {
        if (err instanceof AccountRuleError) throw conflict(err.message);
        throw err;
      }
    },
  );

  app.post<{ Params: { id: string } }>(
    '/users/:id/reset-link',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        ...secured,
        summary: 'Issue a one-time password-reset link for an account (admin)',
        description: `The link works once, for ${RESET_LINK_HOURS} hours; an earlier unused link of the account stops working.`,
        params: idParams,
        response: { 201: resetLinkSchema, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const target = await ctx.users.findById(request.params.id);
      if (!target) throw notFound('User not found');
      if (target.disabled_at)
        throw validationFailed('This account is disabled. Re-enable it before sending a reset link.');
      const link = await ctx.passwordResets.createResetLink(target.id, RESET_LINK_HOURS, request);
      if (!link) throw notFound('User not found');
      return reply.code(201).send({ url: resetUrl(link.token), expiresAt: link.expiresAt });
    },
  );
};
