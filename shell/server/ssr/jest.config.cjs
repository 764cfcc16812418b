// The server-rendering module runs in Node: its tests get Node's environment, not the shell's jsdom.
const base = require('../../../jest.preset.cjs').node(__dirname, { displayName: 'shell-ssr' });
module.exports = {
  ...base,
  // src/routes/pageTable.mjs is plain ESM (the site's server loads it under node without a build).
  moduleFileExtensions: ['ts', 'tsx', 'mjs', 'js', 'cjs', 'json'],
  transform: { '^.+\\.m?(t|j)sx?$': Object.values(base.transform)[0] },
};
