// POST /notices/upload: a notice sent as a PDF, or as photos of its pages made into its PDF; its text
// is read in the background.
import { NOTICE_CATEGORIES, NOTICE_PAGE_LIMITS, UPLOAD_LIMITS } from '@gsvmc/shared-types';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import {
  fileRequired,
  fileTooLarge,
  fileTypeNotAllowed,
  HttpError,
  unsupportedType,
  validationFailed,
} from '../errors';
import { isNoticeImageError } from '../jobs/noticeReader';
import { queueNoticeReading } from '../jobs/noticeTextJob';
import { errors } from '../schemas';
import { readMultipart } from '../uploads/multipart';
import { sniff } from '../uploads/sniff';
import { checkDates, parseNoticeFields } from './noticeFields';

const fieldsDoc =
  'Optional fields: `description`, `titleBn` and `descriptionBn` (the Bengali title and description: trimmed, ' +
  'empty means none, at most 300 and 2000 characters like the English ones), `category` (' +
  NOTICE_CATEGORIES.join(', ') +
  '; default general), `pinned` (true/false), `publishAt` and `expiresAt` (ISO timestamps with a zone; ' +
  '`publishAt` defaults to now, an empty `expiresAt` means never).';

export function registerNoticeUpload(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/notices/upload',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['notices'],
        summary: 'Publish a notice (staff)',
        description:
          `multipart/form-data: either a file \`pdf\` (a PDF, at most ${UPLOAD_LIMITS.pdfBytes / 1024 / 1024} MB) or ` +
          `one or more files \`pages\` (photos of the pages in order, JPEG, PNG or WebP, at most ` +
          `${NOTICE_PAGE_LIMITS.pageBytes / 1024 / 1024} MB each, at most ${NOTICE_PAGE_LIMITS.pages} pages), which are ` +
          "straightened, cleaned and made into the notice's PDF; and `title` (required with `pdf`; with `pages` it may " +
          'be left out: the first line of the text read from the pages then becomes the title, the notice says ' +
          '`titleFromText: true`, and visitors see it once it has that title). ' +
          `${fieldsDoc} The answer comes at once with \`textStatus: 'pending'\`: the text is read in the background ` +
          '(GET /api/notices/{id} shows it when `textStatus` is `done`).',
        security: [{ bearer: [] }],
        response: { 201: { $ref: 'Notice#' }, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files, lists } = await readMultipart(
        request,
        ['pdf'],
        Math.max(UPLOAD_LIMITS.pdfBytes, NOTICE_PAGE_LIMITS.pageBytes),
        'A file',
        { repeated: { pages: NOTICE_PAGE_LIMITS.pages } },
      );
      const pages = lists.pages ?? [];
      const pdf = files.pdf;
      if (pdf && pages.length > 0) throw validationFailed('Send either a PDF or photos of the pages, not both');
      // A file over the limit is refused first, whatever else the form lacks: that is what the sender must fix.
      if (pdf && pdf.buffer.length > UPLOAD_LIMITS.pdfBytes)
        throw fileTooLarge(
          `The PDF is larger than ${UPLOAD_LIMITS.pdfBytes / 1024 / 1024} MB`,
          'pdf',
          UPLOAD_LIMITS.pdfBytes,
        );
      // With photos the title may come from the text; with a PDF it is required as before.
      const input = parseNoticeFields(pages.length > 0 ? fields : { title: '', ...fields });
      const publishAt = input.publishAt ?? ctx.now().toISOString();
      checkDates(publishAt, input.expiresAt);

      let bytes: Buffer;
      if (pages.length > 0) {
        bytes = await pagesAsPdf(pages.map((p) => p.buffer));
      } else {
        if (!pdf || pdf.buffer.length === 0) throw fileRequired('pdf file is required', 'pdf');
        if (sniff(pdf.buffer) !== 'pdf') throw fileTypeNotAllowed('Only PDF files are allowed', 'pdf', ['pdf']);
        bytes = pdf.buffer;
      }
      const notice = await ctx.uploads.saveThen('notices', 'pdf', bytes, (pdfPath) =>
        ctx.notices.create({ ...input, title: input.title ?? '', publishAt, pdfPath, fileSize: bytes.length }, request),
      );
      await queueNoticeReading(ctx, notice._id, notice.pdfUrl);
      return reply.code(201).send(notice);
    },
  );

  /** The photos of a notice's pages as its PDF (the reading engine straightens and cleans each). */
  async function pagesAsPdf(pages: Buffer[]): Promise<Buffer> {
    pages.forEach((page, i) => {
      if (page.length === 0) throw validationFailed(`Page ${i + 1} is empty`);
      const kind = sniff(page);
      if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp')
        throw unsupportedType(`Page ${i + 1} is not a photo: pages must be JPEG, PNG or WebP images`);
    });
    try {
      const { pdf } = await ctx.noticeReader.pagesToPdf(
        pages.map((p) => new Uint8Array(p.buffer, p.byteOffset, p.length)),
      );
      return Buffer.from(pdf);
    } catch (err) {
      if (isNoticeImageError(err)) throw new HttpError(400, 'NOTICE_PAGE_REJECTED', err.message, {}, 'pages');
      throw err;
    }
  }
}
