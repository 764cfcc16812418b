// A reading engine for tests where real OCR would be slow: it "reads" the text the seed's PDF writer
// (src/seed/pdf.ts) put into a PDF's content stream, and makes photos of pages into such a PDF, so a
// notice's words go through the same upload, job, storage and search as with the real engine.
import type { NoticeReader, NoticeTextResult } from '../../src/jobs/noticeReader';
import { avatarPng } from '../../src/seed/images';
import { makePdf } from '../../src/seed/pdf';

export interface FakeReader extends NoticeReader {
  /** The PDFs read so far, by the first line of their text (what a test uploaded). */
  reads: string[];
  /** Readings running now. */
  inFlight: number;
  /** The most that ran at once. */
  mostAtOnce: number;
}

export interface FakeReaderOptions {
  /** Runs before each reading (block on a promise, count, or throw to make the reading fail). */
  before?: (firstLine: string, signal?: AbortSignal) => Promise<void> | void;
  /** The text a PDF made from photos holds: its first line and paragraphs (what "OCR" will find). */
  pagesText?: { title: string; paragraphs: string[] };
  /** The text found, from the PDF's lines (default: the lines, one a line); e.g. to add Bengali. */
  text?: (lines: string[]) => string;
}

/** The text strings of a PDF written by makePdf, one a line. */
export function pdfStrings(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  return [...source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
}

export function fakeNoticeReader(options: FakeReaderOptions = {}): FakeReader {
  const reader: FakeReader = {
    reads: [],
    inFlight: 0,
    mostAtOnce: 0,
    async readNoticeText(pdf, opts): Promise<NoticeTextResult> {
      const lines = pdfStrings(pdf);
      reader.inFlight += 1;
      reader.mostAtOnce = Math.max(reader.mostAtOnce, reader.inFlight);
      try {
        await options.before?.(lines[0] ?? '', opts?.signal);
        opts?.signal?.throwIfAborted();
        reader.reads.push(lines[0] ?? '');
        return {
          text: options.text?.(lines) ?? lines.join('\n'),
          source: 'pdf',
          pageCount: 1,
          firstPagePng: avatarPng(3),
        };
      } finally {
        reader.inFlight -= 1;
      }
    },
    async pagesToPdf(images) {
      const { title, paragraphs } = options.pagesText ?? { title: 'Notice from photos', paragraphs: ['Page text.'] };
      return { pdf: new Uint8Array(makePdf(title, paragraphs)), pageCount: images.length };
    },
  };
  return reader;
}

/** A promise with its resolve, for a reading a test holds until it says so. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
