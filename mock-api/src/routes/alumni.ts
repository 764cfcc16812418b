import { ALUMNI_TEMPLATE_FILENAME, UPLOAD_LIMITS, type Alumni, type UpdateAlumniRequest } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import { alumniTemplate, parseAlumniSpreadsheet, withImportSlot } from '../alumni/spreadsheet';
import type { AppContext } from '../context';
import { conflict, fileRequired, notFound } from '../errors';
import { KeyClashError, publicAlumni } from '../repositories/alumni';
import { errors, idParams, messageSchema, updateAlumniSchema } from '../schemas';
import { readMultipart } from '../uploads/multipart';

const rowErrorSchema = {
  type: 'object',
  properties: {
    row: { type: 'integer' },
    field: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
    values: { type: 'object', additionalProperties: true },
  },
} as const;
const previewRowSchema = {
  type: 'object',
  properties: {
    row: { type: 'integer' },
    fullName: { type: 'string' },
    graduationYear: { type: 'integer' },
    alumniId: { type: 'string' },
    email: { type: 'string' },
    changes: { type: 'array', items: { type: 'string' } },
  },
} as const;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const alumniRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The whole list stays the default answer (SPEC.md §7 reads it as data.data). Any of page, pageSize,
  // q or year asks for one page instead, so a directory of thousands never sends every record.
  app.get<{ Querystring: { page?: string; pageSize?: string; q?: string; year?: string } }>(
    '/alumni',
    {
      schema: {
        tags: ['alumni'],
        summary: 'All alumni, by major, newest class first (the list is in `data`); or one page of them',
        description:
          'Without query parameters: every record. With any of `page` (from 1), `pageSize` (1-200, default 50), ' +
          '`q` (every word in the name, company or location) or `year`: that page of the matching records, ' +
          'with `total`, `page`, `pageSize`, `years` (every graduation year, for a filter) and `majors` (count per major). ' +
          "A record's `phone` and `email` are sent only where `contactConsent` is true, unless the caller is signed-in staff.",
        querystring: {
          type: 'object',
          additionalProperties: false,
          // Strings with patterns: the server's validator does not coerce types, by design.
          properties: {
            page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
            pageSize: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$' },
            q: { type: 'string', maxLength: 200 },
            year: { type: 'string', pattern: '^[12][0-9]{3}$' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: { $ref: 'Alumni#' } },
              total: { type: 'integer' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
              years: { type: 'array', items: { type: 'integer' } },
              majors: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { major: { type: 'string' }, count: { type: 'integer' } },
                },
              },
            },
          },
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const { page, pageSize, q, year } = request.query;
      // Staff see every phone and e-mail; everyone else only those the person agreed to show. The two
      // answers are cached apart, and a shared cache must not hand one to the other.
      const staff = await ctx.isStaffCaller(request);
      const shown = staff ? (a: Alumni) => a : publicAlumni;
      const as = staff ? ':staff' : '';
      const vary = reply.getHeader('vary');
      reply.header('vary', [vary, 'Authorization'].flat().filter(Boolean).join(', '));
      if (page === undefined && pageSize === undefined && q === undefined && year === undefined)
        return ctx.cache.send(request, reply, `alumni${as}`, async () => ({
          data: (await ctx.alumni.list()).map(shown),
        }));
      const args = {
        page: page ? Number(page) : 1,
        pageSize: pageSize ? Number(pageSize) : 50,
        q: q ?? '',
        year: year ? Number(year) : undefined,
      };
      // Pages without a search are cached (a bounded set: page x size x year); searches are not, so
      // arbitrary words cannot fill the cache. Every alumni write drops every 'alumni' entry.
      if (args.q.trim() === '')
        return ctx.cache.send(
          request,
          reply,
          `alumni:page:${args.page}:${args.pageSize}:${year ?? ''}${as}`,
          async () => {
            const result = await ctx.alumni.listPage(args);
            return { ...result, data: result.data.map(shown) };
          },
        );
      const result = await ctx.alumni.listPage(args);
      return { ...result, data: result.data.map(shown) };
    },
  );

  app.get(
    '/alumni/download/template',
    { schema: { tags: ['alumni'], summary: `The import template, ${ALUMNI_TEMPLATE_FILENAME}` } },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${ALUMNI_TEMPLATE_FILENAME}"`)
        .send(await alumniTemplate()),
  );

  app.post<{ Querystring: { dryRun?: 'true' | 'false' } }>(
    '/alumni/upload',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['alumni'],
        summary: 'Import alumni from .xlsx or .xls, or preview the import with dryRun=true (staff)',
        description:
          `multipart/form-data with file \`file\` (at most ${UPLOAD_LIMITS.spreadsheetBytes / 1024 / 1024} MB, ${UPLOAD_LIMITS.spreadsheetRows} rows). ` +
          'Valid rows are stored in one transaction; a row updates the record with the same Alumni ID, else the same Email. ' +
          'Errors name the spreadsheet row (the header is row 1). Each import that changes something is a batch ' +
          '(`importId`) that POST /api/alumni/imports/{id}/undo takes back. With `dryRun=true` nothing is written: ' +
          'the answer lists the rows that would be added (`toAdd`), updated (`toUpdate`, with the fields that change), ' +
          'and skipped (`errors`).',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { dryRun: { type: 'string', enum: ['true', 'false'] } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              count: { type: 'integer' },
              errors: { type: 'array', items: rowErrorSchema },
              importId: { type: 'string' },
              dryRun: { type: 'boolean' },
              added: { type: 'integer' },
              updated: { type: 'integer' },
              unchanged: { type: 'integer' },
              skipped: { type: 'integer' },
              toAdd: { type: 'array', items: previewRowSchema },
              toUpdate: { type: 'array', items: previewRowSchema },
            },
          },
          ...errors(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) =>
      // One import at a time (memory stays bounded whatever admins upload): the slot covers reading
      // the file, the parse and the write.
      withImportSlot(async () => {
        const { files } = await readMultipart(request, ['file'], UPLOAD_LIMITS.spreadsheetBytes, 'The spreadsheet');
        const file = files.file;
        if (!file || file.buffer.length === 0) throw fileRequired('file is required', 'file');
        const parsed = await parseAlumniSpreadsheet(file.buffer, ctx.parseLimits);
        if (request.query.dryRun === 'true') {
          request.changedNothing = true;
          return ctx.alumniImports.preview(parsed.rows, parsed.errors);
        }
        const stored = await ctx.alumniImports.importRows(parsed.rows, request, {
          fileName: file.filename?.slice(0, 200),
          skippedRows: parsed.errors.map((e) => e.row),
        });
        const all = [...parsed.errors, ...stored.errors].sort((a, b) => a.row - b.row);
        request.log.info({ count: stored.count, errors: all.length }, 'alumni import');
        const skipped = new Set(all.map((e) => e.row)).size;
        return { ...stored, errors: all, skipped };
      }),
  );

  app.put<{ Params: { id: string }; Body: UpdateAlumniRequest }>(
    '/alumni/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['alumni'],
        summary: 'Replace an alumni record (staff)',
        security: [{ bearer: [] }],
        params: idParams,
        body: updateAlumniSchema,
        response: { 200: { $ref: 'Alumni#' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      try {
        const updated = await ctx.alumni.replace(request.params.id, request.body, request);
        if (!updated) throw notFound('Alumni record not found');
        return updated;
      } catch (err) {
        if (err instanceof KeyClashError) throw conflict(err.message);
        throw err;
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/alumni/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['alumni'],
        summary: 'Move an alumni record to the trash (staff)',
        description: 'Restorable from the trash for 30 days (POST /api/trash/{id}/restore).',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await ctx.alumni.remove(request.params.id, request))) throw notFound('Alumni record not found');
      return { message: 'Alumni record moved to the trash' };
    },
  );
};
