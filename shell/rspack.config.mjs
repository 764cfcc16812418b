// shell: the host of the composed site (ARCHITECTURE.md "Composition at run time").
// No remote is baked in: their URLs come from /config.json at start-up (src/federation/remotes.ts).
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { serverOnlyModules, sharedFor, SharedExportsGuardPlugin } from '../mf.shared.mjs';
import { FederationRuntimeEsmPlugin } from '../mf.runtimeEsm.mjs';
import { ssrSwcRule } from '../mf.ssr.mjs';
import { CompileHintsPlugin } from '../compileHints.mjs';
import { WordsFilesPlugin, wordsRule } from '../mf.wordsFiles.mjs';

const LIB_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LIB_REDUX =
  /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema)[\\/]/;

export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      publicPath: '/',
      uniqueName: 'shell',
      // Hashed names so the static server can cache them for a long time; index.html and
      // config.json stay uncached.
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: serverOnlyModules },
    module: {
      // Stable styled-components ids, as in the Node build (rspack.ssr.config.mjs): hydration needs them.
      // In production, each catalog's two languages are marked for the words files (mf.wordsFiles.mjs).
      rules: [
        ssrSwcRule,
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
        ...(production ? [wordsRule()] : []),
      ],
    },
    // The shared libraries every page starts with, in two files rather than one per package: each file
    // is a script element and a task when the bootstrap loads them (8 of start-up's 16 files).
    optimization: {
      splitChunks: {
        cacheGroups: {
          react: { test: LIB_REACT, name: 'lib-react', chunks: 'async', enforce: true, priority: 20 },
          redux: { test: LIB_REDUX, name: 'lib-redux', chunks: 'async', enforce: true, priority: 20 },
        },
      },
    },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/uploads'], target: 'http://127.0.0.1:4000' }],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './index.html', favicon: './public/favicon.svg' }),
      // public/config.json is the development config; the production server answers /config.json
      // from its environment with the same shape.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/favicon.svg'] } }] }),
      // Fails the build if a built remote imports an export this build's shared tree-shaking drops.
      ...(production ? [new SharedExportsGuardPlugin({ role: 'host' })] : []),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedFor(production),
        // With the default 'version-first', initialising the share scope fetches the entry of every
        // registered remote. 'loaded-first' keeps a visitor from downloading remotes they do not use
        // (and never mf-admin, which is registered only after the admin guard passes).
        shareStrategy: 'loaded-first',
        // The manifest lists which chunk holds which shared package (used to measure bundle sizes).
        manifest: true,
        dts: false,
        // The shell provides the federation runtime to the remotes, so their production entries do
        // not each carry a second copy (about 17 KB gzipped per remote a visitor opens).
        // The browser loads each remote's remoteEntry.js directly (src/federation/remotes.ts), so the
        // production runtime leaves out the part that reads manifests (4.7 KB). The dev servers keep it.
        experiments: { optimization: { target: 'web', disableSnapshot: production }, provideExternalRuntime: true },
      }),
      new FederationRuntimeEsmPlugin(),
      // The entry (the federation runtime), the bootstrap and the React and Redux files compile whole as
      // they load (compileHints.mjs).
      ...(production ? [new CompileHintsPlugin(), new WordsFilesPlugin()] : []),
    ],
  };
};
