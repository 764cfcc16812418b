import { UPLOAD_LIMITS } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { notFound, unsupportedType, validationFailed } from '../errors';
import { errors, idParams, messageSchema } from '../schemas';
import { readMultipart } from '../uploads/multipart';
import { sniff } from '../uploads/sniff';

export const noticesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/notices',
    {
      schema: {
        tags: ['notices'],
        summary: 'All notices, newest first',
        response: { 200: { type: 'array', items: { $ref: 'Notice#' } } },
      },
    },
    (request, reply) => ctx.cache.send(request, reply, 'notices', () => ctx.notices.list()),
  );

  app.post(
    '/notices/upload',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['notices'],
        summary: 'Publish a notice (admin)',
        description: `multipart/form-data: file \`pdf\` (a PDF, at most ${UPLOAD_LIMITS.pdfBytes / 1024 / 1024} MB), \`title\`, optional \`description\`.`,
        security: [{ bearer: [] }],
        response: { 201: { $ref: 'Notice#' }, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['pdf'], UPLOAD_LIMITS.pdfBytes, 'The PDF');
      const title = (fields.title ?? '').trim();
      const description = (fields.description ?? '').trim();
      if (!title) throw validationFailed('title is required');
      if (title.length > 300) throw validationFailed('title must be at most 300 characters');
      if (description.length > 2000) throw validationFailed('description must be at most 2000 characters');
      const pdf = files.pdf;
      if (!pdf || pdf.buffer.length === 0) throw validationFailed('pdf file is required');
      if (sniff(pdf.buffer) !== 'pdf') throw unsupportedType('Only PDF files are allowed');
      const notice = await ctx.uploads.saveThen('notices', 'pdf', pdf.buffer, (pdfPath) =>
        ctx.notices.create({ title, description, pdfPath }),
      );
      return reply.code(201).send(notice);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/notices/:id',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['notices'],
        summary: 'Delete a notice and its PDF (admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await ctx.notices.remove(request.params.id);
      if (!removed) throw notFound('Notice not found');
      await ctx.uploads.remove(removed.pdfUrl);
      return { message: 'Notice deleted' };
    },
  );
};
