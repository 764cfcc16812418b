// Bundles src/index.ts into dist/index.js for plain `node dist/index.js`.
// Why a bundle: @gsvmc/shared-types is TypeScript source, which Node cannot run. Every other
// package stays external (required from node_modules at run time), native better-sqlite3 included.
// `--watch` rebuilds on change and restarts the server (npm run dev -w mock-api).
import { rspack } from '@rspack/core';
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const watch = process.argv.includes('--watch');
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

const config = {
  mode: watch ? 'development' : 'production',
  target: 'node20.19',
  context: here,
  entry: { index: './src/index.ts', 'reset-password': './src/cli/resetPassword.ts' },
  output: { path: dist, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  // Keep real __dirname so paths.ts can find the package (and the worker beside the bundle).
  node: { __dirname: false, __filename: false },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) => {
      if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@gsvmc/'))
        return callback();
      if (builtins.has(request)) return callback(null, `commonjs ${request}`);
      return callback(null, `commonjs ${request}`);
    },
  ],
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
  // nodeEnv: false keeps process.env.NODE_ENV a run-time setting instead of a value baked in at build time.
  optimization: { minimize: false, nodeEnv: false },
  devtool: 'source-map',
  plugins: [
    {
      apply(compiler) {
        // The spreadsheet worker is plain CommonJS loaded by path, so it is copied, not bundled.
        compiler.hooks.afterEmit.tap('copy-worker', () => {
          mkdirSync(dist, { recursive: true });
          copyFileSync(path.join(here, 'src/alumni/spreadsheetWorker.cjs'), path.join(dist, 'spreadsheetWorker.cjs'));
          // The common-password list is read from beside the bundle (src/auth/passwordPolicy.ts).
          copyFileSync(path.join(here, 'src/auth/common-passwords.txt'), path.join(dist, 'common-passwords.txt'));
          // The notice reader runs as a child process from plain ES modules (src/noticeText/engine).
          cpSync(path.join(here, 'src/noticeText/engine'), path.join(dist, 'noticeText/engine'), { recursive: true });
        });
      },
    },
  ],
};

const compiler = rspack(config);
const report = (stats) => {
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const w of info.warnings ?? []) console.warn(w.message);
  for (const e of info.errors ?? []) console.error(e.message);
  return !stats.hasErrors();
};

if (!watch) {
  compiler.run((err, stats) => {
    if (err || !stats || !report(stats)) {
      if (err) console.error(err);
      process.exit(1);
    }
    console.log(`mock-api: built dist/index.js in ${stats.endTime - stats.startTime} ms`);
    compiler.close(() => undefined);
  });
} else {
  let child;
  const restart = () => {
    const start = () => {
      child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'index.js')], {
        stdio: 'inherit',
        env: process.env,
      });
    };
    if (child && child.exitCode === null) {
      child.once('exit', start);
      child.kill('SIGTERM');
    } else start();
  };
  compiler.watch({ aggregateTimeout: 200 }, (err, stats) => {
    if (err || !stats || !report(stats)) {
      if (err) console.error(err);
      return;
    }
    console.log('mock-api: rebuilt, restarting');
    restart();
  });
  const stop = () => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
