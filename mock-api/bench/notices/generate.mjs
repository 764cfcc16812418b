// Makes the benchmark's notices, reproducibly (a seeded random source; same input, same files):
//   born-digital  Chromium's page.pdf() of the notice (Noto fonts shape Bengali correctly)
//   no-actualtext the Bengali ones with their ActualText spans removed (a PDF maker that maps glyphs only)
//   legacy-font   a page picture under an invisible text layer in Bijoy ASCII (as SutonnyMJ PDFs read)
//   scan          150 dpi greyscale JPEG pages in a PDF: skewed, noisy, stamped and signed
//   photo         phone photos (JPEG, 2250x3000): perspective, a turn, uneven light, on a table
// Usage: node bench/notices/generate.mjs [outDir]          (default bench/notices/out)
//        node bench/notices/generate.mjs --fixtures        (the small files the jest tests use)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { openPdf } from '../../src/noticeText/engine/pdfjs.mjs';
import { renderPage } from '../../src/noticeText/engine/render.mjs';
import { toBijoy } from './bijoy.mjs';
import { notices, trueText } from './notices.mjs';
import { warpOnto } from './warp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

/** mulberry32: a small seeded generator, so every run makes the same pictures. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const gauss = (rnd) => Math.sqrt(-2 * Math.log(rnd() || 1e-9)) * Math.cos(2 * Math.PI * rnd());

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The notice as an A4 page: letterhead centred, body justified, signature block on the right. */
export function noticeHtml(n) {
  const ps = n.paragraphs;
  let head = 0;
  while (head < ps.length && ps[head].length < 80) head++;
  let sign = 0;
  while (sign < ps.length - head && ps[ps.length - 1 - sign].length < 40) sign++;
  const body = ps.slice(head, ps.length - sign);
  const lang = n.lang === 'en' ? 'en' : 'bn';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 0 }
    body { margin: 0; padding: 20mm 20mm; font-family: '${n.font}', 'Noto Sans', sans-serif; font-size: 13pt; line-height: 1.55; color: #111 }
    p { margin: 0 0 12pt }
    .head { text-align: center; margin: 0 0 6pt }
    .head:first-child { font-size: 15pt; font-weight: 700 }
    .title { text-align: center; font-size: 16pt; font-weight: 700; text-decoration: underline; margin: 14pt 0 16pt }
    .body { text-align: justify }
    .sign { margin: 70pt 0 0 auto; width: 60%; text-align: center }
    .sign p { margin: 0 }
  </style></head><body>
  ${ps
    .slice(0, head)
    .map((p, i) => `<p class="${i === head - 1 ? 'title' : 'head'}">${esc(p)}</p>`)
    .join('\n')}
  ${body.map((p) => `<p class="body">${esc(p)}</p>`).join('\n')}
  <div class="sign">${ps
    .slice(ps.length - sign)
    .map((p) => `<p>${esc(p)}</p>`)
    .join('')}</div>
  </body></html>`;
}

async function bornDigital(browser, n) {
  // A4 in CSS pixels, so the signature block is measured where the printed page puts it.
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  await page.setContent(noticeHtml(n), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const rect = await page.evaluate(() => {
    const r = document.querySelector('.sign')?.getBoundingClientRect();
    return r ? { left: r.left, top: r.top, width: r.width } : null;
  });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, margin: { top: 0, bottom: 0, left: 0, right: 0 } });
  await page.close();
  return { pdf: new Uint8Array(pdf), sign: rect };
}

/** A signature (a few strokes) and a round office seal, as SVG in CSS pixels of the page. */
function inkSvg(widthPx, heightPx, sign, rnd, scale) {
  const s = (v) => (v * scale).toFixed(1);
  const x = sign.left + sign.width * 0.3;
  const y = sign.top - 12;
  let d = `M ${s(x)} ${s(y)}`;
  for (let k = 0; k < 6; k++)
    d += ` c ${s(10 + rnd() * 14)} ${s(-30 - rnd() * 20)} ${s(24 + rnd() * 12)} ${s(10 + rnd() * 20)} ${s(28 + rnd() * 16)} ${s(-8 + rnd() * 12)}`;
  const cx = sign.left + sign.width * 0.05;
  const cy = sign.top - 30;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}">
    <path d="${d}" fill="none" stroke="#1a2a7a" stroke-width="${s(2.2)}" stroke-linecap="round"/>
    <g opacity="0.7" stroke="#6a2aa0" fill="none" stroke-width="${s(2.5)}">
      <circle cx="${s(cx)}" cy="${s(cy)}" r="${s(46)}"/><circle cx="${s(cx)}" cy="${s(cy)}" r="${s(36)}"/>
      <text x="${s(cx)}" y="${s(cy + 6)}" font-family="Noto Sans" font-size="${s(16)}" fill="#6a2aa0" stroke="none" text-anchor="middle" font-weight="700">GSVMC</text>
    </g></svg>`);
}

async function pagePixels(pdf, dpi) {
  const doc = await openPdf(pdf);
  const raw = await renderPage(await doc.getPage(1), dpi / 72);
  await doc.destroy();
  return raw;
}

/** The page with ink added, one channel. */
async function inkedGrey(pdf, sign, dpi, rnd) {
  const raw = await pagePixels(pdf, dpi);
  const svg = inkSvg(raw.width, raw.height, sign, rnd, dpi / 96);
  const { data, info } = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .composite([{ input: svg, top: 0, left: 0 }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = Buffer.alloc(info.width * info.height);
  for (let i = 0, j = 0; j < grey.length; i += info.channels, j++) grey[j] = data[i];
  return { data: grey, width: info.width, height: info.height };
}

async function scan(pdf, sign, rnd, skew) {
  const g = await inkedGrey(pdf, sign, 150, rnd);
  for (let i = 0; i < g.data.length; i++) {
    // scanner paper tone, sensor noise, and dust specks
    let v = 18 + g.data[i] * 0.9 + gauss(rnd) * 9;
    if (rnd() < 0.0008) v = 40;
    g.data[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
  const jpeg = await sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
    .rotate(skew, { background: '#f2f2f2' })
    .blur(0.6)
    .extract({ left: 0, top: 0, width: g.width, height: g.height })
    .jpeg({ quality: 55 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const img = await doc.embedJpg(jpeg);
  const w = (g.width / 150) * 72;
  const h = (g.height / 150) * 72;
  doc.addPage([w, h]).drawImage(img, { x: 0, y: 0, width: w, height: h });
  return doc.save();
}

async function photo(pdf, sign, rnd, turn, sideways) {
  const page = await inkedGrey(pdf, sign, 200, rnd);
  const W = 2250;
  const H = 3000;
  const cx = W / 2;
  const cy = H / 2;
  const pw = 1850;
  const ph = pw * (page.height / page.width);
  const t = (turn * Math.PI) / 180;
  const corners = [
    [-pw / 2, -ph / 2],
    [pw / 2, -ph / 2],
    [pw / 2, ph / 2],
    [-pw / 2, ph / 2],
  ].map(([x, y], k) => {
    // the phone a little off-axis: the far edge narrower
    const squeeze = k < 2 ? 0.94 + rnd() * 0.03 : 1;
    const xx = x * squeeze + (rnd() - 0.5) * 40;
    const yy = y + (rnd() - 0.5) * 40;
    return [cx + xx * Math.cos(t) - yy * Math.sin(t), cy + xx * Math.sin(t) + yy * Math.cos(t)];
  });
  const table = (x, y) => Math.round(70 + 25 * Math.sin(x / 37 + y / 91) + gauss(rnd) * 6);
  const warped = warpOnto(page, W, H, corners, table);
  // Uneven light: a lamp at one corner, a shadow at the other.
  const lx = rnd() * W;
  const ly = rnd() * H * 0.3;
  const rgbBuf = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const dist = Math.hypot(x - lx, y - ly) / Math.hypot(W, H);
      const light = 1.05 - 0.5 * dist + gauss(rnd) * 0.015;
      const v = warped[i] * light;
      rgbBuf[i * 3] = Math.max(0, Math.min(255, Math.round(v)));
      rgbBuf[i * 3 + 1] = Math.max(0, Math.min(255, Math.round(v * 0.97)));
      rgbBuf[i * 3 + 2] = Math.max(0, Math.min(255, Math.round(v * 0.9)));
    }
  let img = sharp(rgbBuf, { raw: { width: W, height: H, channels: 3 } }).blur(0.8);
  if (sideways) {
    // Stored as the sensor saw it (turned) with EXIF orientation 6, as phones do.
    img = sharp(await img.rotate(-90).raw().toBuffer(), { raw: { width: H, height: W, channels: 3 } }).withMetadata({
      orientation: 6,
    });
  }
  return img.jpeg({ quality: 88 }).toBuffer();
}

/** The same PDF with every ActualText span renamed, so only the glyph mapping is left. */
async function withoutActualText(pdf) {
  const doc = await PDFDocument.load(pdf);
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const decoded = streams.map((s) => (s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s.getContents()));
    const text = decoded
      .map((d) => Buffer.from(d).toString('latin1').replaceAll('/ActualText', '/Alt_Text__'))
      .join('\n');
    page.node.set(
      page.node.context.obj('Contents'),
      doc.context.register(doc.context.flateStream(Buffer.from(text, 'latin1'))),
    );
  }
  return doc.save();
}

/** A picture of the page under invisible text in Bijoy ASCII: what a SutonnyMJ notice gives pdf.js. */
async function legacyFont(pdf, n) {
  const raw = await pagePixels(pdf, 150);
  const png = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } })
    .greyscale()
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const img = await doc.embedPng(png);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const w = (raw.width / 150) * 72;
  const h = (raw.height / 150) * 72;
  const p = doc.addPage([w, h]);
  p.drawImage(img, { x: 0, y: 0, width: w, height: h });
  let y = h - 80;
  for (const para of n.paragraphs) {
    const legacy = toBijoy(para).replace(/[^\x20-\x7e\u00a0-\u00ff\u2013-\u203a\u0152-\u0192\u02c6\u02dc\u2122]/g, '');
    p.drawText(legacy, {
      x: 56,
      y,
      size: 11,
      font,
      color: rgb(0, 0, 0),
      opacity: 0,
      maxWidth: w - 112,
      lineHeight: 16,
    });
    y -= 18 * Math.ceil(font.widthOfTextAtSize(legacy, 11) / (w - 112)) + 8;
  }
  return doc.save();
}

async function main() {
  const fixtures = process.argv.includes('--fixtures');
  const out = fixtures
    ? path.resolve(here, '../../test/notice-text-fixtures')
    : path.resolve(process.argv[2] ?? path.join(here, 'out'));
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (fixtures) await makeFixtures(browser, out);
    else await makeSet(browser, out);
  } finally {
    await browser.close();
  }
}

const SKEWS = [1.2, -2.0, 2.6, -0.8, 3.1, -1.6];
const TURNS = [-4.0, 2.5, 5.0, -2.0, 3.5, -5.5];

async function makeSet(browser, out) {
  const truth = {};
  for (const [k, n] of notices.entries()) {
    const rnd = random(1000 + k);
    truth[n.id] = { lang: n.lang, text: trueText(n) };
    const { pdf, sign } = await bornDigital(browser, n);
    writeFileSync(path.join(out, `born-digital.${n.id}.pdf`), pdf);
    writeFileSync(path.join(out, `scan.${n.id}.pdf`), await scan(pdf, sign, rnd, SKEWS[k]));
    writeFileSync(path.join(out, `photo.${n.id}.jpg`), await photo(pdf, sign, rnd, TURNS[k], k === 1));
    if (n.lang !== 'en') writeFileSync(path.join(out, `no-actualtext.${n.id}.pdf`), await withoutActualText(pdf));
    if (n.lang === 'bn') writeFileSync(path.join(out, `legacy-font.${n.id}.pdf`), await legacyFont(pdf, n));
    console.log(`made ${n.id}`);
  }
  writeFileSync(path.join(out, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
}

/** Small inputs for the jest tests (committed; regenerate with --fixtures). */
async function makeFixtures(browser, out) {
  const short = {
    id: 'fixture',
    lang: 'mixed',
    font: 'Noto Sans Bengali',
    paragraphs: [
      'বিজ্ঞপ্তি',
      'এতদ্বারা সকল শিক্ষার্থীদের জানানো যাচ্ছে যে, আগামী ১৫ ডিসেম্বর ২০২৬ তারিখ থেকে বার্ষিক পরীক্ষা শুরু হবে। পরীক্ষার সময়সূচি কলেজের নোটিশ বোর্ডে দেওয়া হয়েছে।',
      'All students must bring their admit card to the examination hall.',
      'অধ্যক্ষ',
    ],
  };
  const { pdf, sign } = await bornDigital(browser, short);
  writeFileSync(path.join(out, 'born-digital-mixed.pdf'), pdf);
  writeFileSync(path.join(out, 'no-actualtext.pdf'), await withoutActualText(pdf));
  writeFileSync(path.join(out, 'legacy-font.pdf'), await legacyFont(pdf, short));
  // A whole Bengali notice, born digital: its words (conjuncts before a space, a sentence's end
  // before a conjunct that starts the next line) are read from the text layer alone.
  const bn = notices.find((n) => n.id === 'bn-exam');
  writeFileSync(path.join(out, 'born-digital-bn.pdf'), (await bornDigital(browser, bn)).pdf);
  // One strip of Bengali and English for the OCR test: two lines, 300 dpi.
  const page = await browser.newPage({ deviceScaleFactor: 3 });
  await page.setContent(
    `<html><body style="margin:0"><div id="s" style="display:inline-block;padding:12px 16px;font:20px 'Noto Sans Bengali','Noto Sans';line-height:1.6;background:#fff">পরীক্ষার সময়সূচি নোটিশ বোর্ডে দেওয়া হয়েছে।<br>Admission form fee Tk 350, last date 20 December.</div></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const strip = await (await page.$('#s')).screenshot({ type: 'png' });
  await page.close();
  writeFileSync(
    path.join(out, 'ocr-strip.png'),
    await sharp(strip).greyscale().png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer(),
  );
  // Two small phone photos of the page for pagesToPdf: 900 x 1200, one turned 4 degrees.
  const rnd = random(7);
  for (const [k, turn] of [0, 4].entries()) {
    const big = await photo(pdf, sign, rnd, turn, false);
    const small = await sharp(big).resize(900, 1200).jpeg({ quality: 80 }).toBuffer();
    writeFileSync(path.join(out, `photo-${k + 1}.jpg`), small);
  }
  writeFileSync(
    path.join(out, 'truth.json'),
    JSON.stringify(
      {
        'born-digital-mixed': trueText(short),
        'born-digital-bn': trueText(bn),
        'ocr-strip': 'পরীক্ষার সময়সূচি নোটিশ বোর্ডে দেওয়া হয়েছে।\nAdmission form fee Tk 350, last date 20 December.',
      },
      null,
      2,
    ) + '\n',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
