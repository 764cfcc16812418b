// The shell's Node build for server rendering: server/ssr/entry.ts with the shell's app,
// shared-kit and the federation runtime replaced by server/ssr/federationRuntime.ts, into
// dist-ssr/ssr.cjs (outside dist/, which is public). The remotes' Node builds take the shared
// singletons from this bundle (server/ssr/remoteLoader.ts): one React, router, store and style sheet.
import { fileURLToPath } from 'node:url';
import { ssrSwcRule } from '../mf.ssr.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

export default {
  name: 'shell-node',
  mode: 'production',
  context: dir,
  target: 'node20.19',
  entry: { ssr: './server/ssr/entry.ts' },
  output: {
    path: `${dir}dist-ssr`,
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    asyncChunks: false,
    publicPath: '/',
    clean: true,
  },
  devtool: false,
  optimization: { minimize: false, splitChunks: false },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { '@module-federation/enhanced/runtime$': `${dir}server/ssr/federationRuntime.ts` },
  },
  // Node's own modules only: React, the router, Redux and styled-components are bundled, so their
  // production builds run whatever NODE_ENV the server has (their development builds render several
  // times slower and log development checks), and the remotes' Node builds get these same copies.
  externalsPresets: { node: true },
  module: {
    rules: [ssrSwcRule, { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } }],
  },
};
