// typescript-eslint, ts-api-utils (which npm hoists to the root) and dependency-cruiser
// `require('typescript')` for its JavaScript compiler API. The root's TypeScript 7 (the native
// compiler tsc runs on) has none, so in the lint processes only, every `require('typescript')` gets
// this package's TypeScript 6. Loaded first by eslint.config.mjs and .dependency-cruiser.cjs.
const Module = require('node:module');

const typescript6 = require.resolve('typescript', { paths: [__dirname] });
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'typescript' ? typescript6 : request, ...rest);
};
