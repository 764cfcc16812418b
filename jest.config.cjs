// One jest run over every package, so the totals cover all suites.
// The API suite runs twice: on SQLite + disk (mock-api) and on PostgreSQL + S3 (mock-api/jest.pg.config.cjs),
// the second only where PostgreSQL is installed. CI (CI set) never skips it: its globalSetup then fails.
const { postgresAvailability } = require('./mock-api/test/pg/cluster.cjs');

const pg = postgresAvailability();
if (!pg.ok && !process.env.CI) {
  process.stderr.write(`\nSkipping the API suite on PostgreSQL + S3: ${pg.reason}\n\n`);
}

module.exports = {
  projects: [
    '<rootDir>/shared-kit',
    '<rootDir>/mock-api',
    ...(pg.ok || process.env.CI ? ['<rootDir>/mock-api/jest.pg.config.cjs'] : []),
    '<rootDir>/shell',
    '<rootDir>/shell/server',
    '<rootDir>/shell/server/ssr',
    '<rootDir>/mf-public',
    '<rootDir>/mf-directories',
    '<rootDir>/mf-admin',
    '<rootDir>/scripts',
  ],
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
};
