// The site's own servers (scripts/*.mjs), tested under Node.
const { node } = require('../jest.preset.cjs');
const base = node(__dirname);
module.exports = {
  ...base,
  displayName: 'scripts',
  moduleFileExtensions: ['ts', 'mjs', 'js', 'cjs', 'json'],
  transform: { '^.+\\.m?[tj]s$': base.transform['^.+\\.(t|j)sx?$'] },
  testMatch: ['<rootDir>/**/*.test.ts'],
  // @fastify/static (the bench's monolith server) needs content-disposition, which ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
};
