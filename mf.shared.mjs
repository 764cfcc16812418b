// The one shared list every federated app uses (ARCHITECTURE.md "Composition at run time").
// Subpaths need keys of their own: `react` does not cover `react/jsx-runtime`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const kit = require('./shared-kit/package.json');
const deps = kit.peerDependencies;

const singleton = (pkg, version = deps[pkg]) => ({ singleton: true, requiredVersion: version });

export const shared = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', deps.react),
  'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', deps.react),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', deps['react-dom']),
  'react-router-dom': singleton('react-router-dom'),
  'react-redux': singleton('react-redux'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit/query/react', deps['@reduxjs/toolkit']),
  'styled-components': singleton('styled-components'),
  '@gsvmc/shared-kit': singleton('@gsvmc/shared-kit', `^${kit.version}`),
};

export const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
  },
};

/** Remote URLs the shell uses when config.json does not override them (ports of ARCHITECTURE.md). */
export const defaultRemotes = {
  mf_public: 'http://localhost:3001/mf-manifest.json',
  mf_directories: 'http://localhost:3002/mf-manifest.json',
  mf_admin: 'http://localhost:3003/mf-manifest.json',
};

/**
 * The rspack config of a remote: each remote's own rspack.config.mjs names its container, port and
 * exposed pages and calls this, so the three build the same way.
 */
export async function remoteConfig({ name, port, exposes, mode }) {
  const { rspack } = await import('@rspack/core');
  const { ModuleFederationPlugin } = await import('@module-federation/enhanced/rspack');
  const production = mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      // 'auto': the remote's URL is chosen at run time (config.json), not at build time.
      publicPath: 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // `rspack serve` turns lazy compilation on for dynamic imports; the `import('./bootstrap')`
    // boundary then fails to load its proxy chunk (blank standalone page), so keep it off.
    lazyCompilation: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [swcRule, { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' }],
    },
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The API listens on IPv4; "localhost" may resolve to ::1 first.
      proxy: [{ context: ['/api', '/uploads'], target: 'http://127.0.0.1:4000' }],
    },
    plugins: [
      // The standalone page is for the team's dev server only: a production remote relies on the
      // shell's runtime. Absolute script paths, so a deep link such as /facultyDetails/x loads /main.js.
      ...(production ? [] : [new rspack.HtmlRspackPlugin({ template: './index.html', publicPath: '/' })]),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        manifest: true,
        dts: false, // TOOLCHAIN.md pitfall 4
        // Production remotes use the runtime the shell provides (shell: provideExternalRuntime);
        // the dev server keeps a runtime of its own so the remote's standalone page runs alone.
        experiments: { optimization: { target: 'web' }, externalRuntime: production },
      }),
    ],
  };
}
