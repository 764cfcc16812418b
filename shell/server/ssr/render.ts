// The site's server calls this: `renderRoute({ url, config, apiOrigin })` resolves to
// `{ status, head, html, state }` for a page rendered on the server, or null when the route is drawn in
// the browser only (or the server build is missing, as under `npm run dev`). `serializeState(state)`
// gives the text of `<script type="application/json" id="__GSVMC_STATE__">`.
// The code itself is the Node build of renderRoute.tsx (`npm run build -w shell` writes dist-ssr/ssr.cjs);
// it is loaded at run time, not bundled into the site server (build-server.mjs).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@gsvmc/shared-kit';
import { SHELL_DIR } from '../paths';
import type { RenderRouteInput, RenderRouteResult, WarmUpOptions } from '../ssrContract';

export type RenderRequest = RenderRouteInput;
export type RenderResult = RenderRouteResult;

export const SSR_BUNDLE = path.join(SHELL_DIR, 'dist-ssr', 'ssr.cjs');
// Node's own require, for a file that is not part of this build (the shell's Node build).
const nodeRequire = createRequire(SSR_BUNDLE);

/** What the shell's Node build (server/ssr/entry.ts) exports, as far as this module uses it. */
interface NodeBuild {
  renderRoute(request: RenderRequest): Promise<RenderResult | null>;
  /** The page's render plan, or null for a path drawn in the browser only. */
  planRoute(pathname: string): unknown;
  /** Loads every public page's code; resolves to the pages that could not be loaded yet. */
  warmUp(config: Partial<RuntimeConfig>): Promise<string[]>;
  serializeState(state: unknown): string;
}

/** undefined: not looked for yet; null: not built. */
let loaded: NodeBuild | null | undefined;
function load(): NodeBuild | null {
  if (loaded === undefined) {
    loaded = existsSync(SSR_BUNDLE) ? (nodeRequire(SSR_BUNDLE) as NodeBuild) : null;
    if (!loaded) console.warn(`[ssr] ${SSR_BUNDLE} is not built: pages are drawn in the browser only`);
  }
  return loaded;
}

export async function renderRoute(request: RenderRequest): Promise<RenderResult | null> {
  const ssr = load();
  if (!ssr) return null;
  try {
    return await ssr.renderRoute(request);
  } catch (error) {
    // A render that fails is a page drawn in the browser, never an error page.
    console.error('[ssr] rendering failed', request.url, error);
    return null;
  }
}

/**
 * Whether `renderRoute` renders `pathname` (the public pages and the not-found page) or leaves it to
 * the browser (login, profile, admin...). False when the Node build is missing.
 */
export function rendersOnServer(pathname: string): boolean {
  const ssr = load();
  return ssr ? ssr.planRoute(pathname) !== null : false;
}

/**
 * Loads the server build and every public page's code from the remotes now, rather than on the
 * first visits (the site server calls it once it listens). Pages whose remote is not up yet are
 * tried again a few times, a second apart; after that they load on their first render.
 */
export async function warmUp(
  config: Partial<RuntimeConfig>,
  { attempts = 5, delayMs = 1_000, signal }: WarmUpOptions = {},
): Promise<void> {
  const ssr = load();
  if (!ssr) return;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const missing = await ssr.warmUp(config);
    // A server that closed meanwhile (tests, a restart) gives up quietly.
    if (missing.length === 0 || signal?.aborted) return;
    if (attempt === attempts) {
      console.warn(`[ssr] not loaded ahead (they load on first render): ${missing.join(', ')}`);
      return;
    }
    await new Promise<void>((resolve) => setTimeout(resolve, delayMs).unref());
  }
}

export function serializeState(state: unknown): string {
  const ssr = load();
  if (ssr) return ssr.serializeState(state);
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
