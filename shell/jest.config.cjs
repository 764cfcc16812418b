// Federated imports are mapped to a stand-in runtime (TOOLCHAIN.md §6): tests decide what each remote
// page is, or that it fails, without any remote being built or served.
const path = require('node:path');
const root = path.join(__dirname, '..');

module.exports = require('../jest.preset.cjs').web(__dirname, {
  // server/ssr runs in Node: its own project (server/ssr/jest.config.cjs).
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/server/ssr/'],
  setupFilesAfterEnv: [path.join(root, 'jest.setup-dom.cjs'), '<rootDir>/test/setupShell.ts'],
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/stubs/mfRuntime.tsx',
  },
});
