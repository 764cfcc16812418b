// mf-public: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { remoteConfig } from '../mf.shared.mjs';
import { withStableStyleIds } from '../mf.ssr.mjs';

// What this remote exposes lives in exposes.json: the shell's route table is type-checked against its keys.
import exposes from './exposes.json' with { type: 'json' };

export { exposes };

// Stable styled-components ids: the server-rendered HTML (rspack.ssr.config.mjs) must match this build.
export default async (_env, argv) =>
  withStableStyleIds(await remoteConfig({ name: 'mf_public', port: 3001, exposes, mode: argv.mode }));
