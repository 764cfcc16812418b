// kysely, jose, cookie (light-my-request) and content-disposition (@fastify/static) ship ES modules
// only; swc turns them into CommonJS for jest.
// This project runs the API suite on SQLite + disk; jest.pg.config.cjs runs it on PostgreSQL + S3,
// together with the *.pg.test.ts files (several API processes on one database), which need a server.
// The root scripts are plain ES modules (scripts/supervise.mjs, in the crash test): swc turns them into CommonJS too.
const preset = require('../jest.preset.cjs');
const swc = preset.node(__dirname).transform['^.+\\.(t|j)sx?$'];
module.exports = preset.node(__dirname, {
  transform: { '^.+\\.m?[tj]sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transformIgnorePatterns: ['/node_modules/(?!(kysely|jose|cookie|content-disposition)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.pg\\.test\\.ts$'],
});
