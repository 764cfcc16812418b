// The API contract's own functions (addresses, digits, pictures' derivatives, the content check),
// tested under Node: the API and every app rely on them.
const { node } = require('../jest.preset.cjs');
module.exports = { ...node(__dirname), displayName: 'shared-types' };
