// The settings schema, tested under Node.
const { node } = require('../jest.preset.cjs');
const base = node(__dirname);
module.exports = {
  ...base,
  displayName: 'config',
  moduleFileExtensions: ['ts', 'mjs', 'js', 'cjs', 'json'],
  transform: { '^.+\\.m?[tj]s$': base.transform['^.+\\.(t|j)sx?$'] },
  testMatch: ['<rootDir>/**/*.test.ts'],
};
