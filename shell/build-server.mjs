// Builds the site's server (server/*.ts, TypeScript, which Node cannot run) into plain ES modules in
// dist-server/, as mock-api/build.mjs does for the API:
//   siteServer.mjs   createSiteServer and parseUpstreams, for scripts/start.mjs and the journeys
//   render.mjs       renderRoute and serializeState, for the tools in tools/
//   precompress.mjs  the build step `npm run precompress` runs over every dist/ folder
// Every package stays external (loaded from node_modules at run time, as before); only the server's
// own modules and the page table (src/routes/pageTable.ts) are bundled. `--watch` rebuilds on change.
import { rspack } from '@rspack/core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes('--watch');

/** @type {import('@rspack/core').Configuration} */
const config = {
  name: 'site-server',
  mode: watch ? 'development' : 'production',
  target: 'node20.19',
  context: here,
  entry: {
    siteServer: './server/index.ts',
    render: './server/ssr/render.ts',
    precompress: './server/precompress.ts',
  },
  output: {
    path: path.join(here, 'dist-server'),
    filename: '[name].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  // __dirname and __filename stay the running file's own (server/paths.ts finds the shell's folder by them).
  node: { __dirname: 'node-module', __filename: 'node-module' },
  // Packages are loaded by Node's require from node_modules, exactly as the untyped server loaded them.
  externalsType: 'node-commonjs',
  externals: [
    ({ request }, callback) => {
      if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@gsvmc/'))
        return callback();
      return callback(null, request);
    },
  ],
  module: {
    // import.meta.url stays the running file's URL (the bundler would write in the source file's).
    parser: { javascript: { importMeta: false } },
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
  // Readable output (a stack trace names the real functions); NODE_ENV stays a run-time setting.
  optimization: { minimize: false, nodeEnv: false, splitChunks: false, runtimeChunk: false },
  devtool: 'source-map',
};

const compiler = rspack(config);
const report = (stats) => {
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const w of info.warnings ?? []) console.warn(w.message);
  for (const e of info.errors ?? []) console.error(e.message);
  return !stats.hasErrors();
};

if (watch) {
  compiler.watch({ aggregateTimeout: 200 }, (err, stats) => {
    if (err || !stats || !report(stats)) {
      if (err) console.error(err);
      return;
    }
    console.log('shell: site server rebuilt');
  });
} else {
  compiler.run((err, stats) => {
    if (err || !stats || !report(stats)) {
      if (err) console.error(err);
      process.exit(1);
    }
    console.log(`shell: built the site server into dist-server/ in ${stats.endTime - stats.startTime} ms`);
    compiler.close(() => undefined);
  });
}
