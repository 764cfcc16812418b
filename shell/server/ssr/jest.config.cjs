// The server-rendering module runs in Node: its tests get Node's environment, not the shell's jsdom.
module.exports = require('../../../jest.preset.cjs').node(__dirname, { displayName: 'shell-ssr' });
