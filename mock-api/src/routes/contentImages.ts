// Pictures for the pages' blocks (an image block, a slide, the principal's photo, a person's card),
// uploaded from inside the editor through the same pipeline as gallery photos: checked by their bytes,
// decoded and re-encoded (pixel floods refused, metadata dropped), derivatives written beside them.
// They are stored in the photos folder but are not gallery photos: a page names them, and the
// start-up sweep keeps every file a page's draft or revision names (uploads/serving.ts).
import { UPLOAD_LIMITS } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { fileRequired, fileTypeNotAllowed, IMAGE_KINDS } from '../errors';
import { errors } from '../schemas';
import { saveImageThen } from '../uploads/images';
import { readMultipart } from '../uploads/multipart';
import { isImage, sniff } from '../uploads/sniff';

export const contentImagesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/content/images',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['pages'],
        summary: 'Upload a picture for a page or the site settings (staff)',
        description:
          `multipart/form-data: image file \`image\` (JPEG, PNG, GIF or WebP, at most ${
            UPLOAD_LIMITS.imageBytes / 1024 / 1024
          } MB). The answer's \`path\` goes into a block's picture field; ` +
          '`width` and `height` are the stored picture’s pixels. Nothing shows on the site until a page naming it is published.',
        security: [{ bearer: [] }],
        response: {
          201: {
            type: 'object',
            properties: { path: { type: 'string' }, width: { type: 'integer' }, height: { type: 'integer' } },
          },
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, ['image'], UPLOAD_LIMITS.imageBytes, 'The picture');
      const image = files.image;
      if (!image || image.buffer.length === 0) throw fileRequired('Choose a picture to upload', 'image');
      const kind = sniff(image.buffer);
      if (!isImage(kind))
        throw fileTypeNotAllowed('The picture must be a JPEG, PNG, GIF or WebP image', 'image', IMAGE_KINDS);
      const stored = await saveImageThen(ctx, 'photos', kind, image.buffer, 'The picture', async (path) => {
        const file = await ctx.uploads.read(path);
        const chunks: Buffer[] = [];
        if (file) for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
        const { width = 0, height = 0 } = await sharp(Buffer.concat(chunks)).metadata();
        await ctx.store.db.transaction().execute((trx) =>
          ctx.audit.record(trx, request, {
            action: 'upload',
            entity: 'image',
            entityId: path,
            summary: `Uploaded a picture for the pages (${width} x ${height})`,
            after: { path, width, height },
          }),
        );
        return { path, width, height };
      });
      return reply.code(201).send(stored);
    },
  );
};
