// The SQLite driver for the running Node. better-sqlite3 12 wraps its objects with node::ObjectWrap,
// which on Node 24 removes an environment cleanup hook when a collected statement is destroyed; a
// collection outside a JavaScript scope then aborts the process ("Assertion failed: (env) !=
// nullptr" in RemoveEnvironmentCleanupHook; jest's first API test on Node 24.21 did). better-sqlite3
// 13 is written on Node-API (prebuilt, one binary for every Node version) and has no such hook, but
// it needs Node 22: it crashes on Node 20. So 13 from Node 22 on, 12 (compiled at install) on Node 20.
// Both have the same API. Plain CommonJS so that the .mjs scripts and the bundle load it alike.
'use strict';

const major = Number(process.versions.node.split('.')[0]);

module.exports = major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3');
