// kysely and jose ship ES modules only; swc turns them into CommonJS for jest.
module.exports = require('../jest.preset.cjs').node(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!(kysely|jose)/)'],
  testTimeout: 30000,
});
