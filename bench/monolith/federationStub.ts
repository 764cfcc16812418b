// Benchmark only: stands in for `@module-federation/enhanced/runtime` in the monolith build
// (rspack.config.mjs beside this file). Registering is a no-op and loading a "remote" page is a
// dynamic import of the file the remote exposes, so the shell's code runs unchanged.
import { pages } from 'gsvmc-monolith-pages';

export function registerRemotes(): void {}
export function registerPlugins(): void {}
export async function preloadRemote(): Promise<void> {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = pages[id];
  if (!load) throw new Error(`The monolith build has no page ${id}`);
  return (await load()) as T;
}
