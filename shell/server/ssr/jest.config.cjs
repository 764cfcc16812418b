// The server-rendering module runs in Node: its tests get Node's environment, not the shell's jsdom.
const { node } = require('../../../jest.preset.cjs');
const base = node(__dirname, { displayName: 'shell-ssr' });
module.exports = {
  ...base,
  moduleFileExtensions: ['ts', 'tsx', 'mjs', 'js', 'cjs', 'json'],
  // .mjs stand-ins are compiled like the TypeScript files.
  transform: { '^.+\\.m?(t|j)sx?$': Object.values(base.transform)[0] },
};
