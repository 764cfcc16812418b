// The reading process: the API forks it (src/noticeText/pool.ts) so pdf.js, the renderer and
// Tesseract never hold up the API's event loop, and a page that runs too long can be stopped by
// ending the process. One job at a time; the OCR engine stays loaded between jobs.
import { closeOcr } from './ocr.mjs';
import { imagesToPdf, NoticeImageFault } from './pages.mjs';
import { PdfUnreadable, readPdf } from './read.mjs';

process.on('message', async (msg) => {
  if (!msg || typeof msg !== 'object') return;
  if (msg.type === 'close') {
    await closeOcr().catch(() => undefined);
    process.exit(0);
  }
  const { id } = msg;
  const progress = (page, pageCount) => process.send?.({ id, type: 'page', page, pageCount });
  try {
    if (msg.type === 'read') {
      const result = await readPdf(msg.pdf, { onPage: progress });
      process.send?.({ id, type: 'done', result });
    } else if (msg.type === 'pages') {
      const result = await imagesToPdf(msg.images, { onPage: progress });
      process.send?.({ id, type: 'done', result });
    }
  } catch (err) {
    const error =
      err instanceof NoticeImageFault
        ? { kind: 'image', code: err.code, message: err.message, page: err.page }
        : err instanceof PdfUnreadable
          ? { kind: 'pdf', message: err.message }
          : { kind: 'engine', message: err instanceof Error ? err.message : String(err) };
    process.send?.({ id, type: 'error', error });
  }
});

process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
