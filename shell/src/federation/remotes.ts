// Run-time composition (ARCHITECTURE.md "Composition at run time"): remote URLs come from config.json,
// nothing is baked into the build. mf_public and mf_directories are registered at start-up; mf_admin only
// once the admin guard has passed, so a visitor's browser never asks its origin for a single byte.
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@gsvmc/shared-kit';
import { shellRuntimePlugin } from './runtimePlugin';

import type publicExposes from 'mf-public/exposes.json';
import type directoriesExposes from 'mf-directories/exposes.json';
import type adminExposes from 'mf-admin/exposes.json';

/** Each container and the `exposes` it publishes (its exposes.json, which its rspack config reads). */
interface RemoteExposes {
  mf_public: typeof publicExposes;
  mf_directories: typeof directoriesExposes;
  mf_admin: typeof adminExposes;
}
export type RemoteName = keyof RemoteExposes;

/** `'./LandingPage'` -> `'LandingPage'`. */
type PageKey<Key> = Key extends `./${infer Page}` ? Page : never;

/**
 * `<container>/<ExposedPage>`, e.g. `mf_public/LandingPage`: only pages a remote really exposes, so a
 * typo or a page a remote stops exposing fails the type-check, not a visitor's browser.
 */
export type RemotePageId = {
  [Name in RemoteName]: `${Name}/${PageKey<keyof RemoteExposes[Name]>}`;
}[RemoteName];

export const PUBLIC_REMOTES: RemoteName[] = ['mf_public', 'mf_directories'];
export const ADMIN_REMOTE: RemoteName = 'mf_admin';

/** How long a remote page may take before the boundary offers Retry (a slow remote counts as down). */
export const REMOTE_TIMEOUT_MS = 20_000;

const registered = new Set<string>();
let pluginsRegistered = false;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    reason: string,
  ) {
    super(`Remote page ${remoteId} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * The script the browser loads for a remote whose config gives its `mf-manifest.json`: the
 * `remoteEntry.js` beside it, which every remote's build emits there (mf.shared.mjs remoteConfig). The
 * runtime does not fetch the manifest first: one round trip less before a remote page can start, and the
 * shell's production build leaves the manifest-reading part of the runtime out. A config
 * that names an entry script directly is used as it is.
 */
export function remoteEntryUrl(configured: string): string {
  return configured.replace(/\/mf-manifest\.json(?=$|[?#])/, '/remoteEntry.js');
}

/** Registers one remote under the URL config.json gives it; idempotent. */
export function ensureRemoteRegistered(name: RemoteName): void {
  if (registered.has(name)) return;
  const configured = getRuntimeConfig().remotes[name];
  if (!configured) throw new RemoteUnavailableError(name, 'no URL for it in config.json');
  registerRemotes([{ name, entry: remoteEntryUrl(configured) }]);
  registered.add(name);
}

/** Called once at start-up, after config.json has been read. A missing URL is reported when used. */
export function initFederation(): void {
  if (!pluginsRegistered) {
    registerPlugins([shellRuntimePlugin()]);
    pluginsRegistered = true;
  }
  for (const name of PUBLIC_REMOTES) {
    try {
      ensureRemoteRegistered(name);
    } catch (error) {
      console.warn('[shell]', error);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(id, `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads an exposed page for React.lazy. Rejects (never resolves to nothing) so that the page's error
 * boundary shows the fallback with Retry. mf_admin pages are only rendered behind RequireAdmin, which
 * registers mf_admin first; the check here keeps any other path from registering it by accident.
 */
export async function loadRemotePage(id: RemotePageId): Promise<{ default: ComponentType }> {
  const name = id.slice(0, id.indexOf('/')) as RemoteName;
  if (name === ADMIN_REMOTE && !registered.has(name)) {
    // Say which it is: the guard did run but config.json names no mf_admin, or the guard has not run.
    const reason = getRuntimeConfig().remotes[name]
      ? 'the admin remote is registered only after the admin guard passes'
      : 'no URL for it in config.json';
    throw new RemoteUnavailableError(id, reason);
  }
  ensureRemoteRegistered(name);
  const mod = await withTimeout(loadRemote<{ default?: ComponentType }>(id), REMOTE_TIMEOUT_MS, id);
  if (!mod?.default || !['function', 'object'].includes(typeof mod.default)) {
    throw new RemoteUnavailableError(id, 'it has no default-exported component');
  }
  return mod as { default: ComponentType };
}

/** Test hook: forget registrations between tests. */
export function resetFederationForTests(): void {
  registered.clear();
  pluginsRegistered = false;
}
