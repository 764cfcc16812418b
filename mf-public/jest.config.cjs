module.exports = require('../jest.preset.cjs').web(__dirname);
