// The job that reads a notice: its PDF's own text layer where that is good, OCR of its pages where it
// is not (src/noticeText does the reading in worker threads), and a small picture of page one. What
// it finds becomes the notice's text, page count, file size and preview; the search index and the
// content version follow through the notices table's triggers.
import sharp from 'sharp';
import type { AppContext } from '../context';
import type { NoticeReader } from './noticeReader';
import type { JobHandler, JobSpec } from './queue';
import { TITLE_MAX } from '../routes/noticeFields';

export const NOTICE_TEXT_JOB = 'notice-text' as const;

/** Three attempts in all, 30 s then 60 s apart; an attempt over 10 minutes counts as lost. */
export const NOTICE_TEXT_SPEC: JobSpec = { retries: 2, backoffMs: 30_000, timeoutMs: 10 * 60_000 };

/** Width of the first page's picture on the notice's page (twice the size it shows at, for sharp screens). */
const PREVIEW_WIDTH = 480;

export interface NoticeTextJobData {
  noticeId: string;
  /** The PDF this job reads: if the notice has another one by the time it ends, its result is dropped. */
  pdfPath: string;
}

async function readAll(ctx: AppContext, publicPath: string): Promise<Buffer | undefined> {
  const file = await ctx.uploads.read(publicPath);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function noticeTextHandler(ctx: AppContext, reader: NoticeReader): JobHandler {
  return {
    async run(raw, { signal }) {
      const { noticeId, pdfPath } = raw as unknown as NoticeTextJobData;
      const notice = await ctx.notices.get(noticeId);
      // Deleted, or given a new PDF (whose own job is queued): nothing left to do here.
      if (!notice || notice.pdfUrl !== pdfPath) return;
      const pdf = await readAll(ctx, pdfPath);
      if (!pdf) throw new Error(`The notice's PDF ${pdfPath} is not in the file store`);
      const result = await reader.readNoticeText(new Uint8Array(pdf), { signal });
      const preview = await sharp(result.firstPagePng)
        .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      const stored = await ctx.uploads
        .saveThen('notices', 'webp', preview, async (previewPath) => {
          const outcome = await ctx.notices.storeReading(
            noticeId,
            pdfPath,
            {
              text: result.text,
              source: result.source,
              pageCount: result.pageCount,
              fileSize: pdf.length,
              previewPath,
            },
            TITLE_MAX,
          );
          // The notice changed its PDF or went meanwhile: saveThen removes the picture again.
          if (outcome === false) throw new StaleReading();
          return outcome;
        })
        .catch((err: unknown) => {
          if (err instanceof StaleReading) return undefined;
          throw err;
        });
      if (stored?.replacedPreview) await ctx.uploads.remove(stored.replacedPreview);
    },
    // A file the engine cannot open as a PDF will not open on a later try either.
    isPermanent: (err) =>
      err instanceof Error && err.name === 'NoticeTextError' && (err as { code?: string }).code === 'PDF_UNREADABLE',
    async onGiveUp(raw, error) {
      const { noticeId, pdfPath } = raw as unknown as NoticeTextJobData;
      await ctx.notices.markTextFailed(noticeId, pdfPath, error);
    },
  };
}

class StaleReading extends Error {}

/** Queues the reading of a notice's PDF (once per notice and file: a second ask while it waits is a no-op). */
export async function queueNoticeReading(ctx: AppContext, noticeId: string, pdfPath: string): Promise<void> {
  const data: NoticeTextJobData = { noticeId, pdfPath };
  await ctx.jobs.enqueue(NOTICE_TEXT_JOB, { ...data }, { key: `${noticeId}:${pdfPath}` });
}
