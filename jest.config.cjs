// One jest run over every package, so the totals cover all suites.
module.exports = {
  projects: [
    '<rootDir>/shared-kit',
    '<rootDir>/mock-api',
    '<rootDir>/shell',
    '<rootDir>/shell/server/ssr',
    '<rootDir>/mf-public',
    '<rootDir>/mf-directories',
    '<rootDir>/mf-admin',
    '<rootDir>/scripts',
  ],
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
};
