import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { closeNoticeReader, NoticeTextError, readNoticeText } from '../src/noticeText';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, 'notice-text-fixtures', name)));

afterAll(() => closeNoticeReader());

describe('readNoticeText: the text layer', () => {
  test('a born-digital Bengali and English PDF is read from its own text, paragraphs kept', async () => {
    const r = await readNoticeText(fixture('born-digital-mixed.pdf'));
    expect(r.source).toBe('pdf');
    expect(r.pageCount).toBe(1);
    const paragraphs = r.text.split('\n\n');
    expect(paragraphs[0]).toBe('বিজ্ঞপ্তি');
    // conjuncts and pre-base vowel signs come out in logical order (the PDF's ActualText)
    expect(paragraphs[1]).toContain('শিক্ষার্থীদের জানানো যাচ্ছে যে, আগামী ১৫ ডিসেম্বর ২০২৬ তারিখ থেকে বার্ষিক পরীক্ষা');
    expect(paragraphs[2]).toBe('All students must bring their admit card. Principal, Govt. College.');
    const meta = await sharp(r.firstPagePng).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThanOrEqual(470);
    expect(meta.width).toBeLessThanOrEqual(490);
  }, 60_000);

  test('bytes that are not a PDF are refused with PDF_UNREADABLE', async () => {
    const err = await readNoticeText(new TextEncoder().encode('hello, not a pdf')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoticeTextError);
    expect((err as NoticeTextError).code).toBe('PDF_UNREADABLE');
  }, 60_000);
});
