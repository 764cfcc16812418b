// Preloaded into an API process by crash-exit.test.ts: on the parent's message it throws outside any
// request ('throw') or rejects a promise nobody awaits ('reject'), as a bug in stray async work would.
'use strict';
process.on('message', (what) => {
  if (what === 'throw')
    setImmediate(() => {
      throw new Error('a bug outside any request');
    });
  if (what === 'reject') void Promise.reject(new Error('a promise nobody awaited'));
});
