// kysely, jose, cookie (light-my-request) and content-disposition (@fastify/static) ship ES modules
// only; swc turns them into CommonJS for jest.
module.exports = require('../jest.preset.cjs').node(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!(kysely|jose|cookie|content-disposition)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
});
