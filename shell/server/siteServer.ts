// The site's server, with strict headers, that outlives its API: one Fastify app per folder, for the shell and for each remote. It sends files
// precompressed at build time (@fastify/static), caches hashed files for a year and revalidates entry
// files, and adds strict headers. For the shell it also forwards /api and /uploads to the API hosts
// (@fastify/reply-from) with timeouts, and answers every client route with index.html carrying what
// that route needs first (pages.ts, document.ts), server-rendered and held in a render cache
// (renderCache.ts). `createSiteServer` does not listen: start.mjs and the tests do.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type RawServerBase,
  type RouteGenericInterface,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom, { type FastifyReplyFromOptions } from '@fastify/reply-from';
import { stripLocale } from '@gsvmc/shared-kit/localePath';
import { cacheControlFor, REVALIDATE } from './cacheControl';
import {
  CONTENT_VERSION_POLL_MS,
  CONTENT_VERSION_TIMEOUT_MS,
  createContentVersion,
  type ContentVersion,
} from './contentVersion';
import { securityHeaders } from './headers';
import { PAGE_CACHE_LIFETIMES } from './pageCaching';
import { registerPages } from './pages';
import type { SiteServer, SiteServerOptions } from './siteServerOptions';
import { createManifestCache } from './remoteManifests';
import { createRenderCache, REFRESH_AFTER_MS, RENDER_CACHE_MAX_BYTES, STALE_WAIT_MS } from './renderCache';
import {
  createUpstreamPool,
  isCertificateError,
  UNTRUSTED_UPSTREAM,
  upstreamTls,
  type UpstreamPool,
} from './upstreams';
import { detachedBody, drainRequest } from './requestBody';
import type { RenderModule } from './ssrContract';
import * as defaultRenderer from './ssr/render';
import { causeCode, failureOf, GATEWAY_ERRORS, REPEATABLE, UNREACHABLE } from './upstreamFailures';

/**
 * The server-rendering module (ssrContract.ts): the shell's own (ssr/render.ts, which draws in the
 * browser only while the shell's Node build is missing), or another one named by its file.
 */
export async function loadRenderer(file?: string): Promise<RenderModule | null> {
  if (!file) return defaultRenderer;
  if (!existsSync(file)) return null;
  // An absolute path (POSIX), which both node's ESM loader and jest's CommonJS one accept; loaded at
  // run time, not bundled.
  const mod = (await import(/* webpackIgnore: true */ file)) as Partial<RenderModule>;
  if (typeof mod.renderRoute !== 'function') throw new Error(`${file} does not export renderRoute`);
  return mod as RenderModule;
}

/** Asks an API host for the content version (GET /api/content-version); throws when it cannot. */
async function fetchContentVersion(pool: UpstreamPool): Promise<unknown> {
  const upstream = pool.preferred();
  try {
    const res = await fetch(`${upstream}/api/content-version`, {
      signal: AbortSignal.timeout(CONTENT_VERSION_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${upstream}/api/content-version answered ${res.status}`);
    return ((await res.json()) as { version?: unknown }).version;
  } catch (error) {
    const code = causeCode(error);
    if (code && UNREACHABLE.has(code)) pool.markDown(upstream);
    throw error;
  }
}

/** A request and reply as reply-from hands them back (any raw server, HTTP/1 or HTTP/2). */
type ProxiedRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
type ProxiedReply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** A text setting, or undefined when it is not set. */
const textSetting = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export async function createSiteServer({
  settings = {},
  root,
  spa = false,
  cors = false,
  config = null,
  apiUpstreams = [],
  proxyTimeoutMs = 30_000,
  upstreamRetryMs = 5_000,
  apiCaFile = textSetting(settings.API_CA_FILE),
  serveSourceMaps = false,
  trustProxy = false,
  ssrModule,
  ssrTimeoutMs = Number(settings.SSR_TIMEOUT_MS) || 2_000,
  ssrDeadlineMs = Number(settings.SSR_DEADLINE_MS) || 600,
  renderCacheMaxBytes = (Number(settings.RENDER_CACHE_MB) || RENDER_CACHE_MAX_BYTES / 2 ** 20) * 2 ** 20,
  renderCacheRefreshMs = (Number(settings.RENDER_CACHE_REFRESH_S) || REFRESH_AFTER_MS / 1000) * 1000,
  renderWaitMs = Number(settings.RENDER_WAIT_MS) || STALE_WAIT_MS,
  contentVersionPollMs = Number(settings.CONTENT_VERSION_POLL_MS) || CONTENT_VERSION_POLL_MS,
  contentVersionWaitMs = 100,
  contentVersion,
  cacheLifetimes = PAGE_CACHE_LIFETIMES,
  now = Date.now,
  manifests = createManifestCache(),
  publicOrigin,
  hsts = false,
  logger = false,
  notFoundRendersPerMinute,
}: SiteServerOptions): Promise<SiteServer> {
  const app = Fastify({ logger, trustProxy });
  const headers = securityHeaders(config ?? {}, { hsts });
  // The editor's previews (/preview/... and the Bengali /bn/preview/...) are framed by the admin
  // portal, on this origin only.
  const isPreview = (url: string) => stripLocale(url).startsWith('/preview/');
  const previewHeaders = securityHeaders(config ?? {}, { hsts, frameable: true });
  const isProxied = (url: string) =>
    url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/uploads/');

  app.addHook('onRequest', async (request, reply) => {
    // What the API host answers keeps its own headers (it sets its own CSP, e.g. `sandbox` on uploads).
    if (apiUpstreams.length > 0 && isProxied(request.url)) return;
    reply.headers(isPreview(request.url) ? previewHeaders : headers);
    if (cors) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });

  if (cors) {
    app.options('*', async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-max-age', '86400')
        .send(),
    );
  }

  await app.register(fastifyStatic, {
    root: path.resolve(root),
    // file.br / file.gz written by precompress.ts, chosen by Accept-Encoding, with Vary.
    preCompressed: true,
    // The shell's index.html is written per route below; a remote's standalone page is a plain file.
    index: spa ? false : ['index.html'],
    cacheControl: false,
    // Source maps reveal the source; in production they stay on the build machine (404 here).
    allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControlFor(file));
    },
  });

  // The API hosts (when this server forwards /api), and the shell's content-version checks.
  let apiPool: UpstreamPool | null = null;
  let pageVersion: ContentVersion | null = null;

  if (apiUpstreams.length > 0) {
    const pool = createUpstreamPool(apiUpstreams, { retryAfterMs: upstreamRetryMs });
    apiPool = pool;
    const tls = upstreamTls({ caFile: apiCaFile });
    if (apiCaFile && process.env.NODE_EXTRA_CA_CERTS !== apiCaFile) {
      // Server rendering and the content-version check call the API with Node's own fetch, which reads
      // extra CAs only at start.
      app.log.warn(
        'API_CA_FILE is trusted by the /api forwarding only; set NODE_EXTRA_CA_CERTS to the same file so that server rendering and the content-version check trust it too',
      );
    }
    app.decorate('apiPool', pool);
    await app.register(async (scope) => {
      // Bodies (JSON, multipart uploads) pass through untouched as streams; the API enforces its limits.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, detachedBody(payload)));
      // A refusal sent before the body was read (requestBody.ts) goes out once the body has arrived.
      scope.addHook('onSend', async (request, reply, payload) => {
        if (!(await drainRequest(request.raw))) reply.header('connection', 'close');
        return payload;
      });
      // reply-from hands `tls` on to undici's pool, which still reads it (its types call it deprecated
      // and type it `never`): certificate checks stay on, where reply-from's own default turns them off.
      const undici = { connections: 64, tls } as unknown as FastifyReplyFromOptions['undici'];
      await scope.register(replyFrom, { disableRequestLogging: true, undici });

      const forward = (request: ProxiedRequest, reply: ProxiedReply, tried: number): ProxiedReply => {
        const upstream = pool.pick();
        return reply.from(`${upstream}${request.url}`, {
          timeout: proxyTimeoutMs,
          // A kept-alive connection the API host closed meanwhile (it restarted) is retried once for
          // requests without a body (reply-from's ECONNRESET retry), instead of failing the visitor.
          retriesCount: 1,
          rewriteRequestHeaders(req, outgoing) {
            // The client's address for the API's per-client limits. An X-Forwarded-For that came
            // with the request is kept only when this server is told to trust the proxy before it.
            const client = req.raw.socket.remoteAddress ?? '';
            const incoming = req.headers['x-forwarded-for'];
            // "Expect: 100-continue" (curl sends it for every body over 1 MB, upload tools too) is
            // answered by Node's server here, which sends "100 Continue" on its own; the body then
            // streams to the API as an ordinary request. Passed on, the API client refuses the header
            // and the visitor would get "not reachable".
            const { expect: _answeredHere, ...rest } = outgoing;
            return {
              ...rest,
              'x-forwarded-for': trustProxy && incoming ? `${incoming}, ${client}` : client,
              'x-forwarded-proto': req.protocol,
              'x-forwarded-host': req.headers.host ?? '',
            };
          },
          onError(reply, { error }) {
            const cause = failureOf(error);
            const untrusted = isCertificateError(cause);
            if ((cause.code && UNREACHABLE.has(cause.code)) || untrusted) {
              pool.markDown(upstream);
              if (REPEATABLE.has(request.method) && tried + 1 < pool.size && !reply.sent) {
                return forward(request, reply, tried + 1);
              }
            }
            if (untrusted) {
              request.log.error(
                { upstream, code: cause.code },
                `API host's TLS certificate refused (${cause.message}); nothing was forwarded. A private CA goes in API_CA_FILE.`,
              );
              reply
                .code(502)
                .header('cache-control', 'no-store')
                .header('x-content-type-options', 'nosniff')
                .send(UNTRUSTED_UPSTREAM);
              return;
            }
            const status = (error as Error & { statusCode?: number }).statusCode === 504 ? 504 : 502;
            request.log.warn(
              { upstream, code: cause.code },
              `API host ${status === 504 ? 'timed out' : 'unreachable'}`,
            );
            reply
              .code(status)
              .header('cache-control', 'no-store')
              .header('x-content-type-options', 'nosniff')
              .send(GATEWAY_ERRORS[status]);
          },
        });
      };
      const handler = (request: FastifyRequest, reply: FastifyReply) => forward(request, reply, 0);
      // A write that passed through here may have changed public content: the next page request
      // asks for the content version before answering (the editor sees the edit on the next page).
      scope.addHook('onResponse', async (request, reply) => {
        if (REPEATABLE.has(request.method) || reply.statusCode >= 400) return;
        pageVersion?.invalidate();
      });
      for (const url of ['/api', '/api/*', '/uploads/*']) scope.all(url, handler);
    });
  }

  if (config) {
    // For a shell served elsewhere by a plain CDN, and for pages cached before the config was inlined.
    app.get('/config.json', async (_request, reply) => reply.header('cache-control', REVALIDATE).send(config));
  }

  if (spa) {
    const rendererPromise = ssrModule === null ? Promise.resolve(null) : loadRenderer(ssrModule);
    rendererPromise.catch((error) => app.log.error(error, 'server rendering is off: its module failed to load'));
    const pool = apiPool;
    const apiOrigin = () => (pool ? pool.preferred() : '');
    const version =
      contentVersion ??
      (pool
        ? createContentVersion({ load: () => fetchContentVersion(pool), pollMs: contentVersionPollMs, now })
        : null);
    pageVersion = version;
    const cache = createRenderCache({
      maxBytes: renderCacheMaxBytes,
      refreshAfterMs: renderCacheRefreshMs,
      staleWaitMs: renderWaitMs,
      now,
      onError: (error) => app.log.error(error, 'a page could not be rendered again'),
    });
    app.decorate('renderCache', cache);
    app.decorate('contentVersion', version);
    registerPages(app, {
      root,
      config,
      renderer: rendererPromise,
      manifests,
      cache,
      contentVersion: version,
      apiOrigin,
      ssrTimeoutMs,
      ssrDeadlineMs,
      contentVersionWaitMs,
      publicOrigin,
      cacheLifetimes,
      now,
      notFoundRendersPerMinute,
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
  }

  return app;
}
