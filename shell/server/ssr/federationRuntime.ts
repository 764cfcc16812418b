// The shell's Node build uses this in place of '@module-federation/enhanced/runtime' (rspack.ssr.config.mjs
// aliases it): the same three calls src/federation/remotes.ts makes, answered from the remotes' Node
// builds (remoteLoader.ts) instead of their browser containers.
import { getRuntimeConfig } from '@gsvmc/shared-kit';
import { loadExposedPage } from './remoteLoader';

/** Remote URLs come from the runtime config at each load, so a changed config.json is followed. */
export function registerRemotes(_remotes: Array<{ name: string; entry: string }>): void {}

/** The browser's retry plugin has nothing to do here: a remote the server cannot load gets its fallback. */
export function registerPlugins(_plugins: unknown[]): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const manifestUrl = getRuntimeConfig().remotes[name];
  if (!manifestUrl) throw new Error(`no URL for ${name} in the runtime config`);
  return (await loadExposedPage(manifestUrl, id.slice(slash + 1))) as T;
}
