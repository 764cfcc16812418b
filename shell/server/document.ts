// Writes into the shell's built index.html what the route being opened needs first: its
// title, description and Open Graph tags, the runtime config (no config.json round trip), preload
// hints, and, when server rendering produced them, the page's HTML and its RTK Query state.
import { globalCss, GLOBAL_STYLE_ID } from '@gsvmc/shared-kit/globalCss';
import { BOOT_SCRIPT } from './bootScript';
import type { PreloadHint } from './remoteManifests';
import type { RenderRouteResult } from './ssrContract';

/** What one page's document is written from. */
export interface DocumentParts {
  title: string;
  description: string;
  /** The page's address (og:url, canonical link). */
  url: string;
  /** The runtime config, written into the page as JSON. */
  config: unknown;
  hints?: readonly PreloadHint[];
  ssr?: Pick<RenderRouteResult, 'head' | 'html' | 'state'> | null;
  lang?: 'en' | 'bn';
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
}

/** index.html's <noscript> sentence in Bengali. */
export const NEEDS_JAVASCRIPT_BN = 'এই সাইটের পাতাগুলো দেখাতে জাভাস্ক্রিপ্ট চালু থাকা দরকার।';

const ATTR_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
};
export const escapeHtml = (value: unknown): string => String(value).replace(/[&"<>']/g, (c) => ATTR_ESCAPES[c] ?? c);

/**
 * JSON safe inside <script type="application/json">: nothing in it can close the element
 * or open a comment, and U+2028/2029 cannot break older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What RTK Query writes into each call's entry about one request: when it started and ended, and a
 * random id. Left in the page, they made every render differ (a new ETag at each periodic re-render
 * of an unchanged page, so a CDN revalidated for nothing); the browser stamps its own when it reads
 * the state (shell/src/app/serverState.ts).
 */
export const PER_REQUEST_FIELDS = ['startedTimeStamp', 'fulfilledTimeStamp', 'requestId'];

/** The store state without per-request fields: the same page and data give the same bytes. */
export function stableState(state: unknown): unknown {
  if (!isRecord(state) || !isRecord(state.api)) return state;
  const api = state.api;
  const strip = (entries: unknown) =>
    entries && typeof entries === 'object'
      ? Object.fromEntries(
          Object.entries(entries).map(([key, entry]) => [
            key,
            entry && typeof entry === 'object'
              ? Object.fromEntries(Object.entries(entry).filter(([field]) => !PER_REQUEST_FIELDS.includes(field)))
              : entry,
          ]),
        )
      : entries;
  const stable: Record<string, unknown> = { ...api, queries: strip(api.queries) };
  if ('mutations' in api) stable.mutations = strip(api.mutations);
  return { ...state, api: stable };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object';
}

export const CONFIG_SCRIPT_ID = '__GSVMC_CONFIG__';
export const STATE_SCRIPT_ID = '__GSVMC_STATE__';

/** The site's base style, made once from the theme (shared-kit's globalCss). */
const GLOBAL_STYLE = `<style id="${GLOBAL_STYLE_ID}">${globalCss()
  .replace(/\s*\n\s*/g, ' ')
  .trim()}</style>`;

function hintTag({ href, as, crossorigin }: PreloadHint): string {
  const mode = crossorigin ? ` crossorigin="${escapeHtml(crossorigin)}"` : '';
  return `<link rel="preload" href="${escapeHtml(href)}" as="${escapeHtml(as)}"${mode}>`;
}

/** The built index.html (`template`) with the page's head, config, hints and rendered content written in. */
export function renderDocument(
  template: string,
  { title, description, url, config, hints = [], ssr = null, lang = 'en', alternates = [] }: DocumentParts,
): string {
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="GSVMC">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta property="og:locale" content="${lang === 'bn' ? 'bn_BD' : 'en_GB'}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    `<script id="${CONFIG_SCRIPT_ID}" type="application/json">${jsonForScript(config)}</script>`,
    // The base style, in every page: it needs no script, and the browser does not build it again.
    GLOBAL_STYLE,
    ...hints.map(hintTag),
    ssr?.head ?? '',
  ].join('');

  let html = template
    .replace(/<html([^>]*?)\slang=["']?[\w-]+["']?/i, (_tag: string, before: string) => `<html${before} lang="${lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']?description["']?[^>]*>/i, '');
  // After <meta charset>, which must stay within the first 1024 bytes.
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset)
    html = html.slice(0, charset.index + charset[0].length) + head + html.slice(charset.index + charset[0].length);
  else html = html.replace(/<head[^>]*>/i, (tag: string) => tag + head);

  // A page drawn in the browser only (login, register, profile) tells a reader without JavaScript why
  // it is empty, in the page's language.
  if (!ssr && lang === 'bn')
    html = html.replace(
      /<noscript>[\s\S]*?<\/noscript>/i,
      () => `<noscript>${escapeHtml(NEEDS_JAVASCRIPT_BN)}</noscript>`,
    );

  if (ssr) {
    // Function replacers: rendered text may contain `$&` or `$'`, which a replacement string would expand.
    html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${ssr.html}</div>`);
    // The page reads without JavaScript now: "this site needs JavaScript" would be untrue above it.
    html = html.replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
    const state = `<script id="${STATE_SCRIPT_ID}" type="application/json">${jsonForScript(stableState(ssr.state))}</script>`;
    // The shell's entry is fetched at once but run after the page's first picture (bootScript.ts).
    let boot = '';
    html = html.replace(/<script defer(?:="")? src="([^"]+)"><\/script>/i, (_tag: string, src: string) => {
      boot = `<script data-main="${escapeHtml(src)}">${BOOT_SCRIPT}</script>`;
      return `<link rel="preload" href="${escapeHtml(src)}" as="script">`;
    });
    html = html.replace(/<\/body>/i, () => `${state}${boot}</body>`);
  }
  return html;
}
