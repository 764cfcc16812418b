#!/usr/bin/env node
// Build step: writes `file.br` and `file.gz` next to every compressible file of the given
// dist folders, at the highest levels, once per build rather than on every request. The site's server
// (@fastify/static `preCompressed`) sends the variant the browser accepts, with `Vary: Accept-Encoding`;
// nginx does the same with `brotli_static` / `gzip_static` (README.md).
//   node shell/dist-server/precompress.mjs shell/dist mf-public/dist ...   (built by shell/build-server.mjs)
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed answer saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressSummary {
  files: number;
  bytes: number;
  /** Bytes of the brotli variants (or of the file, where brotli did not make it smaller). */
  br: number;
  gz: number;
}

/** Compresses one folder; returns what it wrote, for the build log and the tests. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary = { files: 0, bytes: 0, br: 0, gz: 0 };
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const raw = await readFile(file);
    for (const suffix of ['.br', '.gz']) await unlink(file + suffix).catch(() => {});
    if (raw.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A variant that is not smaller is not written: the server then sends the file itself.
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
    summary.files += 1;
    summary.bytes += raw.length;
    summary.br += Math.min(br.length, raw.length);
    summary.gz += Math.min(gz.length, raw.length);
  }
  return summary;
}

async function main(dirs: string[]): Promise<void> {
  if (dirs.length === 0) {
    console.error('Usage: node shell/dist-server/precompress.mjs <dist folder>...');
    process.exit(2);
  }
  for (const dir of dirs) {
    if (!(await stat(dir).catch(() => null))?.isDirectory()) {
      console.error(`${dir} is not a folder: build it first.`);
      process.exit(1);
    }
    const s = await precompressDir(dir);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`precompressed ${dir}: ${s.files} files, ${kb(s.bytes)} -> brotli ${kb(s.br)}, gzip ${kb(s.gz)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
