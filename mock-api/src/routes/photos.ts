import { UPLOAD_LIMITS } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { fileRequired, fileTypeNotAllowed, IMAGE_KINDS, invalidField, notFound } from '../errors';
import { errors, idParams, messageSchema } from '../schemas';
import { readMultipart } from '../uploads/multipart';
import { saveImageThen } from '../uploads/images';
import { isImage, sniff } from '../uploads/sniff';

export const photosRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/photo',
    {
      schema: {
        tags: ['photos'],
        summary: 'Gallery photos, newest first',
        response: { 200: { type: 'array', items: { $ref: 'Photo#' } } },
      },
    },
    (request, reply) => ctx.cache.send(request, reply, 'photos', () => ctx.photos.list()),
  );

  app.post(
    '/photo/upload',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['photos'],
        summary: 'Add a gallery photo (staff)',
        description: `multipart/form-data: \`title\` and image file \`photo\` (JPEG, PNG, GIF or WebP, at most ${UPLOAD_LIMITS.imageBytes / 1024 / 1024} MB).`,
        security: [{ bearer: [] }],
        response: { 201: { $ref: 'Photo#' }, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['photo'], UPLOAD_LIMITS.imageBytes, 'The photo');
      const title = (fields.title ?? '').trim();
      if (!title) throw invalidField('title is required', 'title', 'required');
      if (title.length > 200)
        throw invalidField('title must be at most 200 characters', 'title', 'tooLong', { limit: 200 });
      const photo = files.photo;
      if (!photo || photo.buffer.length === 0) throw fileRequired('photo file is required', 'photo');
      const kind = sniff(photo.buffer);
      if (!isImage(kind))
        throw fileTypeNotAllowed('The photo must be a JPEG, PNG, GIF or WebP image', 'photo', IMAGE_KINDS);
      const created = await saveImageThen(ctx, 'photos', kind, photo.buffer, 'The photo', (imagePath) =>
        ctx.photos.create({ title, imagePath }, request),
      );
      return reply.code(201).send(created);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/photo/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['photos'],
        summary: 'Move a photo to the trash (staff)',
        description:
          'Restorable from the trash for 30 days (POST /api/trash/{id}/restore); the image is kept until then.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await ctx.photos.remove(request.params.id, request);
      if (!removed) throw notFound('Photo not found');
      return { message: 'Photo moved to the trash' };
    },
  );
};
