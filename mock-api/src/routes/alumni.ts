import { ALUMNI_TEMPLATE_FILENAME, UPLOAD_LIMITS, type UpdateAlumniRequest } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import { alumniTemplate, parseAlumniSpreadsheet, withImportSlot } from '../alumni/spreadsheet';
import type { AppContext } from '../context';
import { conflict, notFound, validationFailed } from '../errors';
import { KeyClashError } from '../repositories/alumni';
import { errors, idParams, messageSchema, updateAlumniSchema } from '../schemas';
import { readMultipart } from '../uploads/multipart';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const alumniRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/alumni',
    {
      schema: {
        tags: ['alumni'],
        summary: 'All alumni, by major, newest class first (the list is in `data`)',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'Alumni#' } } } } },
      },
    },
    (request, reply) => ctx.cache.send(request, reply, 'alumni', async () => ({ data: await ctx.alumni.list() })),
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

  app.post(
    '/alumni/upload',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['alumni'],
        summary: 'Import alumni from .xlsx or .xls (admin)',
        description:
          `multipart/form-data with file \`file\` (at most ${UPLOAD_LIMITS.spreadsheetBytes / 1024 / 1024} MB, ${UPLOAD_LIMITS.spreadsheetRows} rows). ` +
          'Valid rows are stored in one transaction; a row updates the record with the same Alumni ID, else the same Email. ' +
          'Errors name the spreadsheet row (the header is row 1).',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: {
              count: { type: 'integer' },
              errors: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { row: { type: 'integer' }, field: { type: 'string' }, message: { type: 'string' } },
                },
              },
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
        if (!file || file.buffer.length === 0) throw validationFailed('file is required');
        const parsed = await parseAlumniSpreadsheet(file.buffer, ctx.parseLimits);
        const stored = await ctx.alumni.importRows(parsed.rows);
        const all = [...parsed.errors, ...stored.errors].sort((a, b) => a.row - b.row);
        request.log.info({ count: stored.count, errors: all.length }, 'alumni import');
        return { count: stored.count, errors: all };
      }),
  );

  app.put<{ Params: { id: string }; Body: UpdateAlumniRequest }>(
    '/alumni/:id',
    {
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['alumni'],
        summary: 'Replace an alumni record (admin)',
        security: [{ bearer: [] }],
        params: idParams,
        body: updateAlumniSchema,
        response: { 200: { $ref: 'Alumni#' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      try {
        const updated = await ctx.alumni.replace(request.params.id, request.body);
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
      onRequest: ctx.requireAdmin,
      schema: {
        tags: ['alumni'],
        summary: 'Delete an alumni record (admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await ctx.alumni.remove(request.params.id))) throw notFound('Alumni record not found');
      return { message: 'Alumni record deleted' };
    },
  );
};
