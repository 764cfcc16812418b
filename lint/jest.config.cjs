// The project's own lint rules (lint/rules/), tested with ESLint's RuleTester under Node.
const { node } = require('../jest.preset.cjs');
const base = node(__dirname);
module.exports = {
  ...base,
  displayName: 'lint',
  moduleFileExtensions: ['ts', 'mjs', 'js', 'cjs', 'json'],
  transform: { '^.+\\.m?[tj]s$': base.transform['^.+\\.(t|j)sx?$'] },
  testMatch: ['<rootDir>/rules/**/*.test.ts'],
};
