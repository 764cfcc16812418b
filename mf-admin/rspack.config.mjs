// mf-admin: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { remoteConfig } from '../mf.shared.mjs';

// What this remote exposes lives in exposes.json: the shell's route table is type-checked against its keys.
import exposes from './exposes.json' with { type: 'json' };

export { exposes };

export default (_env, argv) => remoteConfig({ name: 'mf_admin', port: 3003, exposes, mode: argv.mode });
