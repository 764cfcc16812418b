// What createSiteServer takes (siteServer.ts), and what the app it makes carries for tests and tools.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RuntimeConfig } from '@gsvmc/shared-kit';
import type { ContentVersion } from './contentVersion';
import type { PageCacheLifetimes } from './pageCaching';
import type { ManifestCache } from './remoteManifests';
import type { RenderCache } from './renderCache';
import type { UpstreamPool } from './upstreams';

export interface SiteServerOptions {
  /** The dist folder to serve. */
  root: string;
  /** The shell: client routes get index.html, written for the route. */
  spa?: boolean;
  /** A remote: any origin may load its files. */
  cors?: boolean;
  /** The runtime config (apiBaseUrl, fileBaseUrl, remotes, webmailUrl). */
  config?: RuntimeConfig | null;
  /** Origins of the API hosts; /api and /uploads are forwarded. */
  apiUpstreams?: readonly string[];
  /** An API host silent for longer gets a 504. */
  proxyTimeoutMs?: number;
  /** How long an API host that refused a connection is skipped. */
  upstreamRetryMs?: number;
  /** PEM file of a private CA that signed https API hosts' certificates. */
  apiCaFile?: string | undefined;
  /** Source maps are not served unless this is set. */
  serveSourceMaps?: boolean;
  /** The server sits behind a proxy whose X-Forwarded-For it trusts. */
  trustProxy?: boolean;
  /** Server-rendering module: a file; null for none; left out, the shell's own (ssr/render.ts). */
  ssrModule?: string | null;
  /** The longest a render may take; then the bare page is sent. */
  ssrTimeoutMs?: number;
  /**
   * Given to the renderer: calls still running then are cut short and the page renders its error
   * state (so a hung API costs under a second).
   */
  ssrDeadlineMs?: number;
  /** Memory bound of the render cache (all encodings). */
  renderCacheMaxBytes?: number;
  /** A cached page older than this is rendered again. */
  renderCacheRefreshMs?: number;
  /**
   * How long a request waits for the render of changed content before it gets the page that render
   * replaces (stale-while-revalidate).
   */
  renderWaitMs?: number;
  /**
   * How long a request for a page not cached yet waits for the content-version check (a slow API then
   * costs the page no more than this).
   */
  contentVersionWaitMs?: number;
  /** At most one content-version check per this interval. */
  contentVersionPollMs?: number;
  /** Tests pass their own. */
  contentVersion?: ContentVersion | null;
  cacheLifetimes?: PageCacheLifetimes;
  /** The clock of the render cache and the content-version checks. */
  now?: () => number;
  /**
   * The validated settings of `npm start` (config/settings.cjs `siteSettings`): a setting this server
   * reads for itself is one line there and `settings.NAME` here, with no option to thread through
   * start.mjs.
   */
  settings?: Readonly<Record<string, unknown>>;
  manifests?: ManifestCache;
  /** The site's public origin, for og:url and canonical links. */
  publicOrigin?: string | undefined;
  /** Add Strict-Transport-Security (only behind HTTPS). */
  hsts?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * Renders of made-up addresses one client address may cause per minute; past it, that address gets
   * the bare not-found page (addressBudget.ts).
   */
  notFoundRendersPerMinute?: number;
}

/** What the site server decorates its app with, for the tests and operators' tools. */
export interface SiteServerDecorations {
  /** The API hosts (a server that forwards /api). */
  apiPool?: UpstreamPool;
  /** The shell's render cache. */
  renderCache?: RenderCache;
  /** The shell's content-version checks (null without an API). */
  contentVersion?: ContentVersion | null;
}

export type SiteServer = FastifyInstance & SiteServerDecorations;
