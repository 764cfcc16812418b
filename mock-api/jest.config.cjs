// kysely, jose, cookie (light-my-request) and content-disposition (@fastify/static) ship ES modules
// only; swc turns them into CommonJS for jest.
// This project runs the API suite on SQLite + disk; jest.pg.config.cjs runs it on PostgreSQL + S3,
// together with the *.pg.test.ts files (several API processes on one database), which need a server.
module.exports = require('../jest.preset.cjs').node(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!(kysely|jose|cookie|content-disposition)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.pg\\.test\\.ts$'],
});
