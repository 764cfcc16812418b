// The site's server calls this: `renderRoute({ url, config, apiOrigin })` resolves to
// `{ status, head, html, state }` for a page rendered on the server, or null when the route is drawn in
// the browser only (or the server build is missing, as under `npm run dev`). `serializeState(state)`
// gives the text of `<script type="application/json" id="__GSVMC_STATE__">`.
// The code itself is the Node build of renderRoute.tsx (`npm run build -w shell` writes dist-ssr/ssr.cjs).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const SSR_BUNDLE = fileURLToPath(new URL('../../dist-ssr/ssr.cjs', import.meta.url));

let loaded;
function load() {
  if (loaded === undefined) {
    loaded = existsSync(SSR_BUNDLE) ? require(SSR_BUNDLE) : null;
    if (!loaded) console.warn(`[ssr] ${SSR_BUNDLE} is not built: pages are drawn in the browser only`);
  }
  return loaded;
}

/** @param {{ url: string, config: object, apiOrigin: string }} request */
export async function renderRoute(request) {
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
 * @param {string} pathname
 */
export function rendersOnServer(pathname) {
  const ssr = load();
  return ssr ? ssr.planRoute(pathname) !== null : false;
}

/**
 * Loads the server build and every public page's code from the remotes now, rather than on the
 * first visits (the site server calls it once it listens). Pages whose remote is not up yet are
 * tried again a few times, a second apart; after that they load on their first render.
 * @param {object} config the runtime config
 * @param {{ attempts?: number, delayMs?: number, signal?: AbortSignal }} [options] signal: stop trying
 */
export async function warmUp(config, { attempts = 5, delayMs = 1_000, signal } = {}) {
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
    await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
  }
}

/** @param {unknown} state */
export function serializeState(state) {
  const ssr = load();
  if (ssr) return ssr.serializeState(state);
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
