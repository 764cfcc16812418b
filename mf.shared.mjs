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
