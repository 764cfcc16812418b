import { getRuntimeConfig } from '../config/runtimeConfig';

/**
 * Absolute URL of an API path such as `notices/upload`, under the runtime apiBaseUrl. Resolved per
 * request, because config.json is read after the modules load; absolute, so that the same code runs
 * under Node's fetch in tests.
 */
export function apiUrl(path: string): string {
  // On the server (no window) the site's server sets the API's absolute address (shell/server/ssr).
  const config = getRuntimeConfig();
  const page = typeof window === 'undefined' ? undefined : window.location.href;
  const base = new URL(config.serverApiBaseUrl ?? config.apiBaseUrl, page).href.replace(/\/$/, '');
  return `${base}/${path.replace(/^\//, '')}`;
}
