// The notice-reading benchmark: reads every notice generate.mjs made and reports, per kind, the
// character error rate, the share of words found and the seconds a page took.
//   npm run bench:notices -w mock-api                         (generates the set first if missing)
//   node bench/notices/run.mjs --kinds=scan,photo --dpi=200 --raw --engine=tesseract --json=out/x.json
// --raw skips the cleaning before OCR (and OCRs photos as they are, without pagesToPdf);
// --engine=tesseract uses the native binary where installed (NOTICE_OCR_ENGINE).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { cer, median, wordsFound } from './metrics.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, d) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? d;
const flag = (name) => process.argv.includes(`--${name}`);

const dir = path.resolve(arg('dir', path.join(here, 'out')));
if (!existsSync(path.join(dir, 'truth.json')))
  execFileSync(process.execPath, [path.join(here, 'generate.mjs'), dir], { stdio: 'inherit' });
if (arg('engine', '') === 'tesseract') process.env.NOTICE_OCR_ENGINE = 'tesseract';

const { readPdf } = await import('../../src/noticeText/engine/read.mjs');
const { imagesToPdf } = await import('../../src/noticeText/engine/pages.mjs');
const { closeOcr, engineName, recognize } = await import('../../src/noticeText/engine/ocr.mjs');
const sharp = (await import('sharp')).default;

const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
const kinds = arg('kinds', 'born-digital,no-actualtext,legacy-font,scan,photo').split(',');
const only = arg('only', '');
const ocr = { dpi: Number(arg('dpi', 300)), clean: !flag('raw') };

// Warm the OCR engine so the first page's time is a page's, not the model loading's.
const t0 = performance.now();
await recognize(
  await sharp({ create: { width: 200, height: 60, channels: 3, background: '#fff' } })
    .png()
    .toBuffer(),
);
const warmup = (performance.now() - t0) / 1000;

const rows = [];
for (const kind of kinds) {
  for (const id of Object.keys(truth)) {
    if (only && id !== only) continue;
    const file = path.join(dir, `${kind}.${id}.${kind === 'photo' ? 'jpg' : 'pdf'}`);
    if (!existsSync(file)) continue;
    const bytes = new Uint8Array(readFileSync(file));
    const start = performance.now();
    let text;
    let source;
    let pages = 1;
    let pdfBytes;
    if (kind === 'photo' && !ocr.clean) {
      text = await recognize(await sharp(bytes).autoOrient().greyscale().png().toBuffer());
      source = 'ocr';
    } else {
      let pdf = bytes;
      if (kind === 'photo') {
        const made = await imagesToPdf([bytes]);
        pdf = made.pdf;
        pdfBytes = made.pdf.length;
      }
      const r = await readPdf(pdf, { ocr });
      text = r.text;
      source = r.source;
      pages = r.pageCount;
    }
    const seconds = (performance.now() - start) / 1000 / pages;
    const row = {
      kind,
      id,
      lang: truth[id].lang,
      source,
      cer: cer(truth[id].text, text),
      words: wordsFound(truth[id].text, text),
      seconds,
      pdfBytes,
    };
    rows.push(row);
    if (flag('verbose')) console.log(`\n--- ${kind} ${id}\n${text}\n`);
    console.log(
      `${kind.padEnd(14)} ${id.padEnd(14)} ${source.padEnd(4)} CER ${(row.cer * 100).toFixed(2).padStart(6)} %  words ${(row.words * 100).toFixed(1).padStart(5)} %  ${seconds.toFixed(1).padStart(5)} s/page${pdfBytes ? `  pdf ${Math.round(pdfBytes / 1024)} KB` : ''}`,
    );
  }
}
await closeOcr();

console.log(
  `\n${engineName()}, dpi ${ocr.dpi}, ${ocr.clean ? 'cleaned' : 'raw'}; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}; engine start ${warmup.toFixed(1)} s`,
);
console.log('kind            n  median CER   worst CER  min words  mean s/page');
const summary = {};
for (const kind of kinds) {
  const rs = rows.filter((r) => r.kind === kind);
  if (!rs.length) continue;
  summary[kind] = {
    n: rs.length,
    medianCer: median(rs.map((r) => r.cer)),
    worstCer: Math.max(...rs.map((r) => r.cer)),
    minWords: Math.min(...rs.map((r) => r.words)),
    secondsPerPage: rs.reduce((s, r) => s + r.seconds, 0) / rs.length,
  };
  const s = summary[kind];
  console.log(
    `${kind.padEnd(14)} ${String(s.n).padStart(2)}  ${(s.medianCer * 100).toFixed(2).padStart(8)} %  ${(s.worstCer * 100).toFixed(2).padStart(8)} %  ${(s.minWords * 100).toFixed(1).padStart(7)} %  ${s.secondsPerPage.toFixed(1).padStart(9)}`,
  );
}
const json = arg('json', '');
if (json)
  writeFileSync(path.resolve(json), JSON.stringify({ engine: engineName(), ocr, rows, summary }, null, 2) + '\n');
