import {
  isStaffRole,
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  UPLOAD_LIMITS,
  type NoticeCategory,
} from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { fileRequired, fileTypeNotAllowed, invalidField, notFound, validationFailed } from '../errors';
import { queueNoticeReading } from '../jobs/noticeTextJob';
import type { NoticeChanges } from '../repositories/notices';
import { adminNoticeSchema, errors, idParams, messageSchema } from '../schemas';
import { readMultipart } from '../uploads/multipart';
import { sniff } from '../uploads/sniff';
import { atomFeed } from './atom';
import { checkDates, parseNoticeFields, parseNoticeText } from './noticeFields';
import { registerNoticeUpload } from './noticeUpload';

interface ListQuery {
  category?: NoticeCategory;
  limit?: string;
  offset?: string;
}
/** Query strings stay strings (the server does not coerce types), so the numbers are checked by pattern. */
const PAGE_LIMIT_MAX = 100;

export const noticesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get<{ Querystring: ListQuery }>(
    '/notices',
    {
      schema: {
        tags: ['notices'],
        summary: 'Published, unexpired notices: pinned first, then newest',
        description:
          'Without `limit`: the whole list, an array (SPEC.md §7). With `limit` (and `offset`): one page, ' +
          '`{ data, total, offset, limit }`. `category` narrows either answer to one category.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            category: { type: 'string', enum: [...NOTICE_CATEGORIES] },
            limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
            offset: { type: 'string', pattern: '^(0|[1-9][0-9]{0,6})$' },
          },
        },
        response: errors(400),
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      const limit = request.query.limit === undefined ? undefined : Number(request.query.limit);
      const offset = request.query.offset === undefined ? undefined : Number(request.query.offset);
      if (limit !== undefined && limit > PAGE_LIMIT_MAX)
        throw validationFailed(`limit must be at most ${PAGE_LIMIT_MAX}`);
      // A scheduled notice coming due, or a live one expiring, changes the list with no write: the
      // cached answer is keyed by the next such moment, so it is never served past it.
      const epoch = (await ctx.notices.nextChange()) ?? 'none';
      const key = `notices:${epoch}:${category ?? ''}:${limit ?? ''}:${offset ?? ''}`;
      return ctx.cache.send(request, reply, key, async () => {
        const page = await ctx.notices.listPublic({ category, limit, offset });
        return limit === undefined ? page.data : { data: page.data, total: page.total, offset: offset ?? 0, limit };
      });
    },
  );

  app.get(
    '/notices/admin',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['notices'],
        summary: 'Every notice with its status: scheduled, live or expired (staff)',
        security: [{ bearer: [] }],
        response: {
          200: { type: 'array', items: adminNoticeSchema },
          ...errors(401, 403),
        },
      },
    },
    async (_request, reply) => {
      // Statuses change with the clock, and only the admin reads this: never cached by anyone.
      reply.header('cache-control', 'no-store');
      // A scheduled notice's PDF is not public yet, and the page opens it in a new tab without the
      // session's header: its link carries a token for that one file (the request log redacts it).
      const notices = await ctx.notices.listAll();
      return Promise.all(
        notices.map(async (n) =>
          n.status === 'scheduled' ? { ...n, pdfUrl: `${n.pdfUrl}?token=${await ctx.tokens.signFile(n.pdfUrl)}` } : n,
        ),
      );
    },
  );

  app.get<{ Querystring: { category?: NoticeCategory } }>(
    '/notices/feed',
    {
      schema: {
        tags: ['notices'],
        summary: 'Atom feed of the published, unexpired notices (newest 50)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { category: { type: 'string', enum: [...NOTICE_CATEGORIES] } },
        },
        response: errors(400),
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      const { data } = await ctx.notices.listPublic({ category });
      // The feed lists newest first whatever is pinned: readers sort by date, and a pin is a board matter.
      const entries = [...data].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, 50);
      const xml = atomFeed({
        selfPath: `/api/notices/feed${category ? `?category=${category}` : ''}`,
        title: category ? `GSVMC notices: ${NOTICE_CATEGORY_LABELS[category]}` : 'GSVMC notices',
        notices: entries,
      });
      return reply.type('application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
    },
  );

  registerNoticeUpload(app, ctx);

  app.get<{ Params: { id: string } }>(
    '/notices/:id',
    {
      schema: {
        tags: ['notices'],
        summary: 'One published notice with its text',
        description:
          'A published notice (an expired one too: old links keep working) with `text` (null until it has been ' +
          'read), `textStatus` (pending, done, failed), `textSource` (pdf, ocr, staff), `pageCount`, `fileSize` ' +
          '(bytes of the PDF) and `previewUrl` (a small picture of the first page). 404 for a scheduled or ' +
          'untitled one, except to staff (with their token).',
        params: idParams,
        response: { 200: { $ref: 'Notice#' }, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (await isStaffCaller(request)) {
        reply.header('cache-control', 'no-store');
        const notice = await ctx.notices.getVisible(id, true);
        if (!notice) throw notFound('Notice not found');
        return notice;
      }
      const notice = await ctx.notices.getVisible(id, false);
      if (!notice) throw notFound('Notice not found');
      // Cached like the list (the bytes of a long text, gzipped once), keyed by the next scheduled change.
      const epoch = (await ctx.notices.nextChange()) ?? 'none';
      return ctx.cache.send(request, reply, `notices:one:${epoch}:${id}`, async () => notice);
    },
  );

  /** A request with a valid staff token (a visitor's, or a broken one, is simply a visitor). */
  async function isStaffCaller(request: Parameters<typeof ctx.requireUser>[0]): Promise<boolean> {
    if (!request.headers.authorization) return false;
    try {
      await ctx.requireUser(request, undefined as never);
    } catch {
      return false;
    }
    return isStaffRole(request.user?.role);
  }

  app.post<{ Params: { id: string } }>(
    '/notices/:id/text/retry',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['notices'],
        summary: "Read a notice's text again (staff)",
        description:
          'Queues the reading of the notice again, e.g. after it failed (`textStatus: failed`); the answer has ' +
          '`textStatus: pending`. Text typed by staff stays unless the new reading is asked for on purpose: a ' +
          'notice whose text came from staff keeps it, and only its page count and picture are refreshed.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: { $ref: 'Notice#' }, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const notice = await ctx.notices.retryText(request.params.id, request);
      if (!notice) throw notFound('Notice not found');
      await queueNoticeReading(ctx, notice._id, notice.pdfUrl);
      return notice;
    },
  );

  app.put<{ Params: { id: string } }>(
    '/notices/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['notices'],
        summary: 'Edit a notice (staff)',
        description:
          'JSON with any of `title`, `description`, `titleBn`, `descriptionBn` (empty or null clears them), `category`, `pinned`, `publishAt`, `expiresAt` (null clears it), ' +
          "`text` (the notice's text as staff corrected it: it replaces what was read, `textSource` becomes `staff`; paragraphs are kept); " +
          'or multipart/form-data with the same fields as text plus a new `pdf`, which replaces the old file ' +
          '(the old file is deleted once the change is stored).',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: { $ref: 'Notice#' }, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await ctx.notices.get(id);
      if (!current) throw notFound('Notice not found');

      let changes: NoticeChanges;
      let pdf: Buffer | undefined;
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request, ['pdf'], UPLOAD_LIMITS.pdfBytes, 'The PDF');
        changes = parseNoticeFields(fields, ['text']);
        if (fields.text !== undefined) changes.text = parseNoticeText(fields.text);
        pdf = files.pdf?.buffer;
        if (pdf && pdf.length === 0) throw fileRequired('The new PDF is empty', 'pdf');
        if (pdf && sniff(pdf) !== 'pdf') throw fileTypeNotAllowed('Only PDF files are allowed', 'pdf', ['pdf']);
      } else {
        const body = request.body;
        if (!body || typeof body !== 'object' || Array.isArray(body))
          throw validationFailed('Send the fields to change as a JSON object');
        const raw = body as Record<string, unknown>;
        changes = parseNoticeFields(raw, ['text']);
        if (raw.text !== undefined) changes.text = parseNoticeText(raw.text);
      }
      if (Object.keys(changes).length === 0 && !pdf) throw invalidField('Nothing to change', 'body', 'nothingToChange');
      checkDates(
        changes.publishAt ?? current.publishAt,
        changes.expiresAt === undefined ? current.expiresAt : changes.expiresAt,
      );

      if (!pdf) {
        const result = await ctx.notices.update(id, changes, request);
        if (!result) throw notFound('Notice not found');
        return result.after;
      }
      const newPdf = pdf;
      const result = await ctx.uploads.saveThen('notices', 'pdf', newPdf, async (pdfPath) => {
        const updated = await ctx.notices.update(id, { ...changes, pdfPath, fileSize: newPdf.length }, request);
        // Deleted meanwhile: saveThen removes the new file again.
        if (!updated) throw notFound('Notice not found');
        return updated;
      });
      // Only after the new path is stored: a failed update leaves the old PDF in place and working.
      await ctx.uploads.remove(result.before.pdfUrl);
      await ctx.uploads.remove(result.before.previewUrl);
      // The new file is read in the background like an upload.
      await queueNoticeReading(ctx, id, result.after.pdfUrl);
      return result.after;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/notices/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['notices'],
        summary: 'Move a notice to the trash (staff)',
        description:
          'Restorable from the trash for 30 days (POST /api/trash/{id}/restore); the PDF is kept until then.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await ctx.notices.remove(request.params.id, request);
      if (!removed) throw notFound('Notice not found');
      return { message: 'Notice moved to the trash' };
    },
  );
};
