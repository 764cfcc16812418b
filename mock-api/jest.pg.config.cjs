// The same API suite as jest.config.cjs, on PostgreSQL + S3 (s3rver) instead of SQLite + disk.
// The root jest.config.cjs adds this project when PostgreSQL is installed (test/pg/cluster.cjs).
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'mock-api · PostgreSQL + S3',
  // The notice reader touches no database or bucket: its OCR runs once, in the SQLite project.
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/notice-text\\.test\\.ts$'],
  globalSetup: '<rootDir>/test/pg/globalSetup.cjs',
  globalTeardown: '<rootDir>/test/pg/globalTeardown.cjs',
  // Read by test/helpers.ts: every app a test builds gets a database and a bucket of its own.
  globals: { __GSVMC_TEST_BACKEND__: 'postgres' },
};
