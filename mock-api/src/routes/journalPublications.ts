// The journal's publications (SPEC.md §2.12): a public paged list, and staff writes with a link or a
// PDF through the upload pipeline, audited in their transactions, deletes going to the trash.
import { JOURNAL_LIMITS, UPLOAD_LIMITS, type JournalPublicationPage } from '@gsvmc/shared-types';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { fileRequired, fileTypeNotAllowed, invalidField, notFound, validationFailed } from '../errors';
import { errors, idParams, messageSchema } from '../schemas';
import { readMultipart } from '../uploads/multipart';
import { sniff } from '../uploads/sniff';
import { parseJournalFields, type ParsedJournalFields } from './journalFields';

interface ListQuery {
  category?: string;
  limit?: string;
  offset?: string;
}

const DEFAULT_LIMIT = 10;

export const journalPublicationSchema = {
  $id: 'JournalPublication',
  type: 'object',
  properties: {
    _id: { type: 'string' },
    title: { type: 'string' },
    authors: { type: 'array', items: { type: 'string' } },
    date: { type: 'string', description: 'YYYY-MM-DD' },
    category: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    link: { type: 'string', description: 'An http(s) address, when the article is read elsewhere' },
    pdfUrl: { type: 'string', description: 'A PDF stored here (/uploads/journal/…)' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const fieldsDoc =
  'Fields: `title`, `authors` (a JSON array, or text with one author per line), `date` (YYYY-MM-DD), ' +
  '`category`, `tags` (a JSON array, or text separated by commas), `link` (http or https; empty clears it). ' +
  `Send JSON, or multipart/form-data with the same fields as text and a \`pdf\` file (at most ${
    UPLOAD_LIMITS.pdfBytes / 1024 / 1024
  } MB). A publication has a link or a PDF, or neither (a citation), never both. Limits: title ` +
  `${JOURNAL_LIMITS.titleChars} characters, ${JOURNAL_LIMITS.authors} authors, ${JOURNAL_LIMITS.tags} tags.`;

/** The request's fields and its PDF (checked by its bytes), from JSON or multipart. */
async function readRequest(
  request: FastifyRequest,
  required: boolean,
): Promise<ParsedJournalFields & { pdf: Buffer | undefined }> {
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request, ['pdf'], UPLOAD_LIMITS.pdfBytes, 'The PDF');
    const parsed = parseJournalFields(fields, required);
    const pdf = files.pdf?.buffer;
    if (pdf && pdf.length === 0) throw fileRequired('The PDF is empty', 'pdf');
    if (pdf && sniff(pdf) !== 'pdf') throw fileTypeNotAllowed('Only PDF files are allowed', 'pdf', ['pdf']);
    return { ...parsed, pdf };
  }
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw validationFailed('Send the publication as a JSON object or a form');
  return { ...parseJournalFields(body as Record<string, unknown>, required), pdf: undefined };
}

export const journalPublicationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get<{ Querystring: ListQuery }>(
    '/publications',
    {
      schema: {
        tags: ['journal'],
        summary: 'The journal’s publications, newest first, one page at a time',
        description:
          `\`limit\` (1-${JOURNAL_LIMITS.pageSize}, default ${DEFAULT_LIMIT}) and \`offset\` choose the page; ` +
          '`category` narrows it to one category. The answer is `{ data, total, offset, limit, categories }`, ' +
          '`categories` being every category in use.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            category: { type: 'string', minLength: 1, maxLength: JOURNAL_LIMITS.categoryChars },
            limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
            offset: { type: 'string', pattern: '^(0|[1-9][0-9]{0,6})$' },
          },
        },
        response: errors(400),
      },
    },
    async (request, reply) => {
      const { category } = request.query;
      const limit = request.query.limit === undefined ? DEFAULT_LIMIT : Number(request.query.limit);
      const offset = request.query.offset === undefined ? 0 : Number(request.query.offset);
      if (limit > JOURNAL_LIMITS.pageSize) throw validationFailed(`limit must be at most ${JOURNAL_LIMITS.pageSize}`);
      // The key's first part is the table: its cache_versions row (migration 008) keeps every replica fresh.
      const key = `journal_publications:${limit}:${offset}:${category ?? ''}`;
      return ctx.cache.send(request, reply, key, async (): Promise<JournalPublicationPage> => {
        const page = await ctx.journal.list({ category, limit, offset });
        return { ...page, offset, limit };
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/publications/:id',
    {
      schema: {
        tags: ['journal'],
        summary: 'One publication of the journal',
        params: idParams,
        response: { 200: { $ref: 'JournalPublication#' }, ...errors(404) },
      },
    },
    async (request) => {
      const publication = await ctx.journal.get(request.params.id);
      if (!publication) throw notFound('Publication not found');
      return publication;
    },
  );

  app.post(
    '/publications',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['journal'],
        summary: 'Add a publication to the journal (staff)',
        description: `${fieldsDoc} \`title\`, \`authors\`, \`date\` and \`category\` are required.`,
        security: [{ bearer: [] }],
        response: { 201: { $ref: 'JournalPublication#' }, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { changes, pdf } = await readRequest(request, true);
      if (pdf && changes.link)
        throw invalidField('Give either a link or a PDF, not both', 'link', 'exclusive', { other: 'pdf' });
      const input = {
        title: changes.title!,
        authors: changes.authors!,
        date: changes.date!,
        category: changes.category!,
        tags: changes.tags ?? [],
        link: changes.link,
      };
      const publication = pdf
        ? await ctx.uploads.saveThen('journal', 'pdf', pdf, (pdfPath) =>
            ctx.journal.create({ ...input, pdfPath }, request),
          )
        : await ctx.journal.create(input, request);
      return reply.code(201).send(publication);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/publications/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['journal'],
        summary: 'Edit a publication (staff)',
        description:
          `${fieldsDoc} Any of the fields; \`removePdf: true\` drops the stored PDF. A new PDF replaces the ` +
          'old one (and any link); a link replaces a stored PDF. A replaced PDF is deleted once the change is stored.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: { $ref: 'JournalPublication#' }, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await ctx.journal.get(id);
      if (!current) throw notFound('Publication not found');
      const { changes, removePdf, pdf } = await readRequest(request, false);
      if (pdf && changes.link)
        throw invalidField('Give either a link or a PDF, not both', 'link', 'exclusive', { other: 'pdf' });
      if (Object.keys(changes).length === 0 && !pdf && !removePdf)
        throw invalidField('Nothing to change', 'body', 'nothingToChange');
      // One of the two at most: a new PDF clears the link, a new link (or removePdf) drops the PDF.
      if (pdf) changes.link = '';
      else if (current.pdfUrl && (changes.link || removePdf)) changes.pdfPath = null;

      const result = pdf
        ? await ctx.uploads.saveThen('journal', 'pdf', pdf, async (pdfPath) => {
            const updated = await ctx.journal.update(id, { ...changes, pdfPath }, request);
            // Deleted meanwhile: saveThen removes the new file again.
            if (!updated) throw notFound('Publication not found');
            return updated;
          })
        : await ctx.journal.update(id, changes, request);
      if (!result) throw notFound('Publication not found');
      // Only after the change is stored: a failed update leaves the old PDF in place and working.
      if (result.before.pdfUrl && result.before.pdfUrl !== result.after.pdfUrl)
        await ctx.uploads.remove(result.before.pdfUrl);
      return result.after;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/publications/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['journal'],
        summary: 'Move a publication to the trash (staff)',
        description:
          'Restorable from the trash for 30 days (POST /api/trash/{id}/restore); its PDF is kept until then.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await ctx.journal.remove(request.params.id, request);
      if (!removed) throw notFound('Publication not found');
      return { message: 'Publication moved to the trash' };
    },
  );
};
