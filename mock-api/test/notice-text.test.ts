import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { toBijoy } from '../bench/notices/bijoy.mjs';
import { cer, wordsFound } from '../bench/notices/metrics.mjs';
import {
  closeNoticeReader,
  configureNoticeReader,
  NoticeImageError,
  NoticeTextError,
  pagesToPdf,
  readNoticeText,
} from '../src/noticeText';
import { greyRaw, measureSkew } from '../src/noticeText/engine/clean.mjs';
import { blocksFromTsv, fixDanda, reflow, sureText } from '../src/noticeText/engine/ocr.mjs';
import { judgePageText } from '../src/noticeText/engine/quality.mjs';

const dir = path.join(__dirname, 'notice-text-fixtures');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(dir, name)));
const truthFile = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Record<string, string>;
const truth = (name: string): string => {
  const text = truthFile[name];
  if (text === undefined) throw new Error(`no true text for ${name}`);
  return text;
};

// The reading process runs with the network cut off (see support/no-network.cjs): OCR must find
// its models in node_modules.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'notice-text-'));
const netLog = path.join(tmp, 'net.log');
const savedOptions = process.env.NODE_OPTIONS;
beforeAll(() => {
  process.env.NOTICE_TEXT_NET_LOG = netLog;
  process.env.NODE_OPTIONS =
    `${savedOptions ?? ''} --require ${path.join(__dirname, 'support', 'no-network.cjs')}`.trim();
  configureNoticeReader({ concurrency: 1, pageTimeoutMs: 120_000 });
});
afterAll(async () => {
  await closeNoticeReader();
  process.env.NODE_OPTIONS = savedOptions;
  if (savedOptions === undefined) delete process.env.NODE_OPTIONS;
  delete process.env.NOTICE_TEXT_NET_LOG;
  rmSync(tmp, { recursive: true, force: true });
});

/** An image-only PDF of one picture at 300 dpi, as a scanner would make. */
async function imagePdf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const img = await doc.embedPng(png);
  const page = doc.addPage([(img.width / 300) * 72, (img.height / 300) * 72]);
  page.drawImage(img, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return doc.save();
}

/** The JPEG pages pagesToPdf embedded, with each page's size in points. */
async function pdfImages(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, o]) => o)
    .filter(
      (o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype'))?.toString() === '/Image',
    )
    .map((o) => Buffer.from(o.contents));
  return { images, sizes: doc.getPages().map((p) => p.getSize()) };
}

describe('readNoticeText: the PDF text layer', () => {
  test('a born-digital Bengali and English PDF is read from its own text, paragraphs kept', async () => {
    const r = await readNoticeText(fixture('born-digital-mixed.pdf'));
    expect(r.source).toBe('pdf');
    expect(r.pageCount).toBe(1);
    // conjuncts and vowel signs in logical order come from the PDF's ActualText spans
    expect(r.text).toBe(truth('born-digital-mixed'));
    const meta = await sharp(r.firstPagePng).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThanOrEqual(470);
    expect(meta.width).toBeLessThanOrEqual(490);
  }, 60_000);

  test('a born-digital Bengali notice keeps its words whole: every true word is found, nothing split or joined', async () => {
    // pdf.js alone splits a word after a conjunct and joins words across its blanks (90.7 % of this
    // notice's words); the page's own space glyphs and baselines say where words and lines part.
    const r = await readNoticeText(fixture('born-digital-bn.pdf'));
    expect(r.source).toBe('pdf');
    expect(wordsFound(truth('born-digital-bn'), r.text)).toBe(1);
    expect(cer(truth('born-digital-bn'), r.text)).toBe(0);
    // words a conjunct ends, and a paragraph that starts with one after a sentence's end
    expect(r.text).toContain('গণপ্রজাতন্ত্রী বাংলাদেশ সরকার');
    expect(r.text).toContain('হয়েছে।\n\nপ্রত্যেক পরীক্ষার্থীকে');
  }, 60_000);

  test('bytes that are not a PDF are refused with PDF_UNREADABLE', async () => {
    const err = await readNoticeText(new TextEncoder().encode('hello, not a pdf')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoticeTextError);
    expect((err as NoticeTextError).code).toBe('PDF_UNREADABLE');
  }, 60_000);
});

describe('the text layer is judged before it is trusted', () => {
  test('Bengali glyphs in visual order with unmapped conjuncts are refused, logical Bengali kept', () => {
    expect(judgePageText('িবজ্ঞি এতরা সকল িশা থেদর জানােনা যােচ্ছ িডেসম্বর তািরখ').reason).toBe('bengali-order');
    expect(judgePageText('এত\u0000ারা সকল িশ\u0000া থ\u0000েদর জানােনা যােচ্ছ ডিসেম্বর তারিখ').ok).toBe(false);
    expect(judgePageText(truth('born-digital-mixed')).ok).toBe(true);
    expect(judgePageText('অ্যাডমিট কার্ড সংগ্রহ করুন। কলেজের অধ্যক্ষ, রাজশাহী। ঐক্য, ঔষধ').ok).toBe(true);
  });

  test('a legacy SutonnyMJ (Bijoy ASCII) text layer is refused, English kept', () => {
    const legacy = toBijoy(truth('born-digital-mixed').split('\n\n')[1] ?? '');
    expect(legacy).toMatch(/[A-Za-z]{3}/);
    expect(judgePageText(legacy).reason).toBe('legacy-font');
    expect(
      judgePageText('All students must bring their admit card. Principal, Govt. College, 15 December 2026.').ok,
    ).toBe(true);
    expect(judgePageText('Résumé of the café committee: Tk 350 — due 20 December, see § 4.').ok).toBe(true);
  });

  test('a Bengali PDF whose text layer maps glyphs wrongly is read by OCR instead', async () => {
    const r = await readNoticeText(fixture('no-actualtext.pdf'));
    expect(r.source).toBe('ocr');
    expect(cer(truth('born-digital-mixed'), r.text)).toBeLessThan(0.05);
    expect(r.text).toContain('পরীক্ষা');
  }, 90_000);
});

describe('OCR in Bengali and English at once', () => {
  test('a scanned strip of Bengali and English is read with few errors, with no network', async () => {
    const r = await readNoticeText(await imagePdf(fixture('ocr-strip.png')));
    expect(r.source).toBe('ocr');
    expect(cer(truth('ocr-strip'), r.text)).toBeLessThan(0.05);
    expect(wordsFound(truth('ocr-strip'), r.text)).toBeGreaterThan(0.85);
    const log = readFileSync(netLog, 'utf8');
    expect(log).toMatch(/loaded main/);
    expect(log).toMatch(/loaded worker/); // tesseract.js's own worker thread was covered too
    expect(log).not.toMatch(/BLOCKED/);
  }, 90_000);
});

describe('marks Tesseract is unsure of (a seal, a signature) are left out of the text', () => {
  const para = (confidence: number, ...lines: string[]) => ({
    confidence,
    lines: lines.map((text, k) => ({ text: `${text}\n${k === lines.length - 1 ? '\n' : ''}` })),
  });
  // As Tesseract read a phone photo of a signed, stamped notice: the seal and the signature's
  // strokes come out as a short paragraph of their own that it is unsure of.
  const blocks = [
    { paragraphs: [para(95, 'Government Shahid Bhasha Memorial College'), para(4, 'AVaVATAVAYAN')] },
    // A doubtful line inside a paragraph it is sure of is the notice's own text: it stays.
    { paragraphs: [para(88, 'The library will remain', 'closed on 12 December.', 'সকলের উপস্থিতি একান্ত কাম্য।')] },
    { paragraphs: [para(39, 'ONIN NL'), para(96, 'Librarian')] },
  ];

  test('an unsure paragraph standing on its own is dropped; the sure ones keep their lines and order', () => {
    expect(reflow(sureText(blocks))).toBe(
      'Government Shahid Bhasha Memorial College\n\nThe library will remain closed on 12 December. সকলের উপস্থিতি একান্ত কাম্য।\n\nLibrarian',
    );
    // With no bound everything is kept, as Tesseract's own text output would have it.
    expect(reflow(sureText(blocks, -1))).toMatch(/AVaVATAVAYAN[\s\S]*ONIN NL/);
    expect(sureText(undefined)).toBe('');
  });

  test("the native binary's TSV gives the same paragraphs, each with its words' mean confidence", () => {
    const header = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
    const word = (b: number, p: number, l: number, w: number, conf: number, text: string) =>
      `5\t1\t${b}\t${p}\t${l}\t${w}\t0\t0\t10\t10\t${conf}\t${text}`;
    const tsv = [
      header,
      '1\t1\t0\t0\t0\t0\t0\t0\t2480\t3468\t-1\t',
      word(1, 1, 1, 1, 96, 'Central'),
      word(1, 1, 1, 2, 94, 'Library'),
      word(1, 1, 2, 1, 90, 'NOTICE'),
      word(2, 1, 1, 1, 0, 'pI'),
      word(2, 1, 1, 2, 2, 'A/V'),
      word(3, 1, 1, 1, 96, 'Librarian'),
      '',
    ].join('\n');
    const parsed = blocksFromTsv(tsv)[0]!.paragraphs;
    expect(parsed.map((p) => Math.round(p.confidence))).toEqual([93, 1, 96]);
    expect(reflow(sureText(blocksFromTsv(tsv)))).toBe('Central Library NOTICE\n\nLibrarian');
  });

  test('a Bengali full stop read as the look-alike currency sign or as a lone bar is put right, in Bengali paragraphs only', () => {
    const read = [
      'সকলের উপস্থিতি একান্ত কাম্য |',
      'সনদপত্র বিতরণ করা৷ হবে৷ প্রধান বক্তা Professor Dr. Farhana Rahman |',
      'Visitors | Students must sign in',
    ].join('\n\n');
    expect(fixDanda(read)).toBe(
      [
        'সকলের উপস্থিতি একান্ত কাম্য।',
        'সনদপত্র বিতরণ করা। হবে। প্রধান বক্তা Professor Dr. Farhana Rahman।',
        'Visitors | Students must sign in',
      ].join('\n\n'),
    );
  });
});

/** A page of text lines turned `degrees` clockwise, as a crooked photo or scan would hold it. */
async function skewedPage(degrees: number): Promise<Uint8Array> {
  const lines = Array.from(
    { length: 24 },
    (_, k) =>
      `<text x="80" y="${120 + k * 48}" font-family="Noto Sans" font-size="26">Line ${k + 1}: the annual examination starts on 15 December 2026.</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1400"><rect width="1000" height="1400" fill="#fff"/>${lines}</svg>`;
  const turned = await sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Uint8Array(turned);
}

describe('pagesToPdf: a notice from phone photos', () => {
  test('the skew of a synthetic page is measured and undone', async () => {
    const page = await skewedPage(3);
    const before = await measureSkew(await greyRaw(sharp(page)));
    expect(before).toBeGreaterThan(2.7);
    expect(before).toBeLessThan(3.3);
    const { pdf } = await pagesToPdf([page]);
    const { images } = await pdfImages(pdf);
    const after = await measureSkew(await greyRaw(sharp(images[0])));
    expect(Math.abs(after)).toBeLessThan(0.3);
  }, 60_000);

  test('two photos become two straight, greyscale 150 dpi pages of at most 250 KB each', async () => {
    const photos = [fixture('photo-1.jpg'), fixture('photo-2.jpg')];
    const { pdf, pageCount } = await pagesToPdf(photos);
    expect(pageCount).toBe(2);
    const { images, sizes } = await pdfImages(pdf);
    expect(images).toHaveLength(2);
    expect(pdf.length).toBeLessThan(2 * 250 * 1024);
    for (const [k, jpeg] of images.entries()) {
      expect(jpeg.length).toBeLessThanOrEqual(250 * 1024);
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.channels).toBe(1);
      // 150 dpi: the page's width in points is its pixels / 150 * 72
      expect(sizes[k]?.width).toBeCloseTo(((meta.width ?? 0) / 150) * 72, 1);
      // the second photo was taken 4 degrees off; both pages come out level
      const after = await measureSkew(await greyRaw(sharp(jpeg)));
      expect(Math.abs(after)).toBeLessThan(0.5);
    }
  }, 90_000);

  test('input that is not a usable picture is refused with a code and the page it was', async () => {
    const codeOf = async (images: Uint8Array[]) => {
      const err = await pagesToPdf(images).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NoticeImageError);
      return { code: (err as NoticeImageError).code, page: (err as NoticeImageError).page };
    };
    const photo = fixture('photo-1.jpg');
    expect(await codeOf([])).toEqual({ code: 'NO_PAGES', page: undefined });
    expect(await codeOf([photo, new TextEncoder().encode('%PDF-1.7 not a picture')])).toEqual({
      code: 'IMAGE_TYPE',
      page: 1,
    });
    expect(await codeOf([photo.slice(0, 2000)])).toEqual({ code: 'IMAGE_UNREADABLE', page: 0 });
    const icon = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await codeOf([new Uint8Array(icon)])).toEqual({ code: 'IMAGE_TOO_SMALL', page: 0 });
    expect((await codeOf(Array.from({ length: 21 }, () => photo))).code).toBe('TOO_MANY_PAGES');
  }, 60_000);
});
