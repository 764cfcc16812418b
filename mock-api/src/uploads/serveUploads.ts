// /uploads: which files may be served (only names the store generated, never a trashed item's file,
// a scheduled notice's PDF to staff only), and serving them with the same headers from disk or S3.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { AppContext } from '../context';
import { apiError } from '../errors';
import { STORED_PATH, STORED_TYPES } from './fileStore';
import { registerUploadHeaders } from './serving';
import { UploadStore } from './storage';

/**
 * What /uploads serves is decided on the decoded path, the one the file server reads: only a name
 * the store generated (so nothing a second decoding could change), never a trashed item's file.
 */
export function guardUploads(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const publicPath = request.pathname;
    if (!publicPath.startsWith('/uploads/')) return;
    const notFound = () =>
      reply.code(404).send(apiError(`No such resource: ${request.method} ${publicPath}`, 'NOT_FOUND'));
    if (!STORED_PATH.test(publicPath) || (await ctx.trash.holdsFile(publicPath))) return notFound();
    // A scheduled notice's PDF is out at its publish time: before it, only staff (their session, or
    // the file link the notices page hands out) get it, and nobody's cache keeps it; anyone else
    // gets the 404 of a file that does not exist, never kept either, since the file is due later.
    if (publicPath.startsWith('/uploads/notices/') && (await ctx.notices.isScheduledFile(publicPath))) {
      const query = request.query as Record<string, unknown> | undefined;
      if (await ctx.tokens.verifyFile(query?.token, publicPath)) {
        request.privateFile = true;
        return;
      }
      if (request.headers.authorization !== undefined) {
        const staff = await ctx.requireStaff(request, reply).then(
          () => true,
          () => false,
        );
        if (staff) {
          request.privateFile = true;
          return;
        }
      }
      reply.header('cache-control', 'no-store');
      return notFound();
    }
  });
}

/** The same headers whichever store holds the file. */
function setUploadHeaders(reply: { header: (name: string, value: string) => unknown }, filePath: string): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  const ext = path.extname(filePath).slice(1);
  // A notice's PDF is renamed after its title by registerUploadHeaders (onSend).
  reply.header(
    'Content-Disposition',
    ext === 'pdf' ? 'inline; filename="notice.pdf"' : `inline; filename="image.${ext}"`,
  );
  // Names are random and never reused, so a stored file never changes.
  reply.header('Cache-Control', 'public, max-age=31536000, immutable');
}

export async function serveUploads(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerUploadHeaders(app, ctx.store.db);
  const uploads = ctx.uploads;
  if (uploads instanceof UploadStore) {
    await app.register(fastifyStatic, {
      root: uploads.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Only names the server generated are served; everything else is a 404.
      allowedPath: (pathName) => STORED_PATH.test(`/uploads${pathName}`),
      setHeaders: setUploadHeaders,
    });
    return;
  }
  // Object storage: streamed through the API, so URLs, headers and the site's origin stay as on disk.
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const publicPath = request.pathname;
    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    const file = STORED_PATH.test(publicPath) ? await uploads.read(publicPath, range) : undefined;
    if (!file) {
      return reply.code(404).send(apiError(`No such resource: ${request.method} ${publicPath}`, 'NOT_FOUND'));
    }
    setUploadHeaders(reply, publicPath);
    reply.header('accept-ranges', 'bytes');
    if (file.contentRange) reply.code(206).header('content-range', file.contentRange);
    return reply
      .type(STORED_TYPES[path.extname(publicPath).slice(1)] ?? 'application/octet-stream')
      .header('content-length', String(file.length))
      .send(file.body);
  });
}
