// Shared jest settings; each package's jest.config.cjs spreads one of these.
const path = require('node:path');

const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const root = __dirname;

/** Browser packages: jsdom, Testing Library matchers, federated imports mapped to stand-ins. */
exports.web = (dir, extra = {}) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: path.join(root, 'jest.env-jsdom.cjs'),
  setupFiles: [path.join(root, 'jest.setup.cjs')],
  setupFilesAfterEnv: [path.join(root, 'jest.setup-dom.cjs')],
  transform: swcTransform,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
  moduleNameMapper: {
    '\\.(png|jpe?g|gif|webp|svg)$': path.join(root, 'shared-kit/test/fileStub.cjs'),
    ...(extra.moduleNameMapper || {}),
  },
});

/** Node packages (the API host). */
exports.node = (dir, extra = {}) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'node',
  transform: swcTransform,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});
