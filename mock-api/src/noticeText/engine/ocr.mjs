// OCR with tesseract.js (Tesseract's LSTM engine compiled to WebAssembly): Bengali and English at
// once, with the trained data read from the @tesseract.js-data packages, never downloaded.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';

const require = createRequire(import.meta.url);
export const LANGS = ['ben', 'eng'];

/**
 * tesseract.js reads every language from one folder (`langPath`), while each language is its own
 * npm package, so the folder holds links to the packages' files. The LSTM-only "best_int" models
 * are the ones tesseract.js itself prefers for the LSTM engine.
 */
function langFolder() {
  const dir = path.join(os.tmpdir(), `gsvmc-tessdata-${process.getuid?.() ?? 'u'}`);
  mkdirSync(dir, { recursive: true });
  for (const lang of LANGS) {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    const source = path.join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`);
    const target = path.join(dir, `${lang}.traineddata.gz`);
    if (existsSync(target)) continue;
    try {
      symlinkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
  }
  return dir;
}

let workerPromise = null;

export function ocrWorker() {
  workerPromise ??= (async () => {
    const worker = await createWorker(LANGS, OEM.LSTM_ONLY, {
      langPath: langFolder(),
      gzip: true,
      // Never write a decompressed copy into the working folder.
      cacheMethod: 'none',
    });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: '1',
      user_defined_dpi: '300',
    });
    return worker;
  })();
  return workerPromise;
}

/**
 * Which engine reads: tesseract.js (always there, from npm) or, where NOTICE_OCR_ENGINE=tesseract
 * asks for it and the machine has it, the native `tesseract` binary with its own ben and eng data.
 */
export function engineName() {
  if (process.env.NOTICE_OCR_ENGINE !== 'tesseract') return 'tesseract.js';
  cliAvailable ??= spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' }).stdout?.includes('ben') ?? false;
  return cliAvailable ? 'tesseract' : 'tesseract.js';
}
let cliAvailable;

/**
 * @param {Buffer} image a PNG (or other encoded image) of one page, already cleaned
 * @returns {Promise<string>} paragraphs separated by a blank line
 */
export async function recognize(image) {
  if (engineName() === 'tesseract') return fixDanda(reflow(sureText(blocksFromTsv(await recognizeCli(image)))));
  const worker = await ocrWorker();
  const { data } = await worker.recognize(image, {}, { blocks: true });
  return fixDanda(reflow(sureText(data.blocks)));
}

/**
 * The Bengali full stop (দাঁড়ি, ।) as Tesseract misreads it: as the old currency sign ৷ (U+09F7),
 * which looks the same and no notice uses, or as a bar standing apart after the sentence's last
 * word ("কাম্য |", "Rahman |"). Only in a paragraph with Bengali in it; in English a lone bar is
 * more likely an "I" and is left as read.
 * @param {string} text paragraphs separated by a blank line, as reflow gives them
 */
export function fixDanda(text) {
  return text
    .split('\n\n')
    .map((p) => {
      if (!/[\u0980-\u09FF]/u.test(p)) return p;
      return p
        .replace(/([\u0980-\u09FF])\u09F7(?=[\s"'”’)]|$)/gu, '$1\u0964')
        .replace(/(\S) +\|(?=\s|$)/gu, '$1\u0964');
    })
    .join('\n\n');
}

/**
 * Tesseract's mean word confidence (0-100) under which a paragraph is taken for marks that are not
 * text. An office seal, a signature's strokes or the shadow at a photo's edge are read as a short
 * paragraph of their own ("ONIN NL", "AVaVATAVAYAN") at 0-56; a notice's own lines, even on a
 * crooked phone photo, read at 72 or more. On the benchmark photos any bound from 40 to 70 gave the
 * same text.
 */
export const UNSURE_PARAGRAPH = 60;

/**
 * The page's text from Tesseract's blocks, leaving out the paragraphs it is unsure of as a whole.
 * A doubtful word or line inside a paragraph Tesseract is sure of stays: that is the notice's
 * text, read a little wrong, and dropping it would lose words.
 * @param {Array<{ paragraphs: Array<{ confidence: number, lines: Array<{ text: string }> }> }> | null | undefined} blocks
 */
export function sureText(blocks, minConfidence = UNSURE_PARAGRAPH) {
  return (blocks ?? [])
    .flatMap((b) => b.paragraphs)
    .filter((p) => p.confidence >= minConfidence)
    .map((p) => p.lines.map((l) => l.text).join(''))
    .join('\n\n');
}

function recognizeCli(image) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'tesseract',
      ['stdin', 'stdout', '-l', 'ben+eng', '--psm', '3', '--dpi', '300', '-c', 'preserve_interword_spaces=1', 'tsv'],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      },
    );
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`tesseract exited with ${code}`)),
    );
    child.stdin.end(image);
  });
}

/**
 * The native binary's TSV (one row a word, with its block, paragraph and line numbers and its
 * confidence) as the blocks tesseract.js gives, so the same paragraphs are left out.
 * @param {string} tsv
 */
export function blocksFromTsv(tsv) {
  const paragraphs = new Map();
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = cols.slice(11).join('\t').trim();
    const conf = Number(cols[10]);
    if (!text || !(conf >= 0)) continue;
    const key = `${cols[1]}.${cols[2]}.${cols[3]}`;
    const para = paragraphs.get(key) ?? { words: [], lines: new Map() };
    paragraphs.set(key, para);
    para.words.push(conf);
    para.lines.set(cols[4], [...(para.lines.get(cols[4]) ?? []), text]);
  }
  return [
    {
      paragraphs: [...paragraphs.values()].map((p) => ({
        confidence: p.words.reduce((a, b) => a + b, 0) / p.words.length,
        lines: [...p.lines.values()].map((words) => ({ text: `${words.join(' ')}\n` })),
      })),
    },
  ];
}

/** Tesseract ends every line; a paragraph is lines up to a blank one. */
export function reflow(text) {
  return text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .reduce(
          (acc, line) =>
            acc && /[a-z]-$/.test(acc) && /^[a-z]/.test(line) ? acc.slice(0, -1) + line : acc ? `${acc} ${line}` : line,
          '',
        ),
    )
    .filter(Boolean)
    .join('\n\n');
}

export async function closeOcr() {
  if (!workerPromise) return;
  const w = await workerPromise.catch(() => null);
  workerPromise = null;
  await w?.terminate();
}
