// The site's server, tested under Node over real sockets, from its TypeScript sources (the tests do not
// need the built dist-server/).
const { node } = require('../../jest.preset.cjs');
const base = node(__dirname);
module.exports = {
  ...base,
  displayName: 'site-server',
  moduleFileExtensions: ['ts', 'mjs', 'js', 'cjs', 'json'],
  // .mjs: the tests' stand-in renderers are plain ES modules, compiled like the TypeScript.
  transform: { '^.+\\.m?[tj]s$': base.transform['^.+\\.(t|j)sx?$'] },
  testMatch: ['<rootDir>/**/*.test.ts'],
  // ssr/ is its own project (shell-ssr).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/ssr/'],
  // cookie (light-my-request) and content-disposition (@fastify/static) ship ES modules only; so do
  // kysely and jose, which the API that freshness.test.ts runs in this process uses.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|kysely|jose)/)'],
};
