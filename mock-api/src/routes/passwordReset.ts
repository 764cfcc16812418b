import { PASSWORD_RULES, type ResetPasswordRequest } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/passwordPolicy';
import type { AppContext } from '../context';
import { HttpError, validationFailed } from '../errors';
import { errors, messageSchema } from '../schemas';

const INVALID_LINK =
  'This reset link is not valid any more: it was used, it expired, or a newer one was issued. Ask an administrator for a new link.';
const invalidLink = () => new HttpError(410, 'NOT_FOUND', INVALID_LINK);

const token = { type: 'string', minLength: 20, maxLength: 200 } as const;

/** The public side of an admin's reset link: whose it is, and setting the new password once. */
export const passwordResetRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get<{ Querystring: { token: string } }>(
    '/auth/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whose account a reset link opens, while it is valid',
        querystring: { type: 'object', additionalProperties: false, properties: { token }, required: ['token'] },
        response: {
          200: {
            type: 'object',
            properties: { email: { type: 'string' }, username: { type: 'string' }, expiresAt: { type: 'string' } },
          },
          ...errors(400, 410),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const target = await ctx.passwordResets.resetTarget(request.query.token);
      if (!target) throw invalidLink();
      return { email: target.user.email, username: target.user.username, expiresAt: target.expiresAt };
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/auth/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a one-time reset link; every session of the account ends',
        description: `Password: ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters, not one of the 10,000 most common, not the email or username.`,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { token, password: { type: 'string', maxLength: PASSWORD_RULES.maxLength } },
          required: ['token', 'password'],
        },
        response: { 200: messageSchema, ...errors(400, 410) },
      },
    },
    async (request) => {
      const { token: raw, password } = request.body;
      const target = await ctx.passwordResets.resetTarget(raw);
      if (!target) throw invalidLink();
      const problem = passwordProblem(password, { email: target.user.email, username: target.user.username });
      if (problem) throw validationFailed(problem);
      const done = await ctx.passwordResets.resetPassword(raw, await hashPassword(password, ctx.hashCost), request);
      if (!done) throw invalidLink();
      return { message: 'Your new password is set. You can log in with it now.' };
    },
  );
};
