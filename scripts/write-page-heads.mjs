// Writes a remote's dist/page-heads.json from its src/pageHeads.ts (its pages' titles, descriptions and
// first API calls, shared-kit pageHeads.ts): the site's server reads that file beside the remote's
// mf-manifest.json, so the heads ship with the remote's own deployment and not with the shell.
// The module is TypeScript that calls the endpoints' request builders, so it is bundled for Node (into
// a throwaway folder) and run once, rather than copied by hand into JSON.
// Usage (from a remote's folder, after its build): node ../scripts/write-page-heads.mjs
import { rspack } from '@rspack/core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const remoteDir = path.resolve(process.argv[2] ?? process.cwd());
const outDir = mkdtempSync(path.join(os.tmpdir(), 'page-heads-'));

/** @type {import('@rspack/core').Configuration} */
const config = {
  mode: 'none',
  target: 'node20.19',
  context: remoteDir,
  entry: { pageHeads: './src/pageHeads.ts' },
  output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        type: 'javascript/auto',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
      },
    ],
  },
  optimization: { minimize: false },
};

try {
  const stats = await new Promise((resolve, reject) =>
    rspack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (!stats || stats.hasErrors()) throw new Error(stats?.toString({ all: false, errors: true }) ?? 'no build');
  const { PAGE_HEADS } = createRequire(import.meta.url)(path.join(outDir, 'pageHeads.cjs'));
  if (!PAGE_HEADS || typeof PAGE_HEADS !== 'object') throw new Error('src/pageHeads.ts exports no PAGE_HEADS');
  const file = path.join(remoteDir, 'dist', 'page-heads.json');
  writeFileSync(file, `${JSON.stringify(PAGE_HEADS, null, 2)}\n`);
  console.log(`page heads: ${Object.keys(PAGE_HEADS).length} pages -> ${path.relative(process.cwd(), file)}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
