// Federated imports are mapped to a stand-in runtime (TOOLCHAIN.md §6): tests decide what each remote
// page is, or that it fails, without any remote being built or served.
const path = require('node:path');
const root = path.join(__dirname, '..');
const preset = require('../jest.preset.cjs');
const web = preset.web(__dirname);

module.exports = preset.web(__dirname, {
  setupFilesAfterEnv: [path.join(root, 'jest.setup-dom.cjs'), '<rootDir>/test/setupShell.ts'],
  // .mjs files are compiled like the TypeScript.
  transform: { '^.+\\.m?(t|j)sx?$': Object.values(web.transform)[0] },
  // The site's server has its own project (shell/server/jest.config.cjs), under Node.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/server/'],
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/stubs/mfRuntime.tsx',
  },
});
