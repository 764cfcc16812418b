// The site's server (issue 10 "Serve it as a CDN would", issue 9 "Strict headers", "A site that
// outlives its API"): one Fastify app per folder, for the shell and for each remote. It sends files
// precompressed at build time (@fastify/static), caches hashed files for a year and revalidates entry
// files, and adds strict headers. For the shell it also forwards /api and /uploads to the API hosts
// (@fastify/reply-from) with timeouts, and answers every client route with index.html carrying what
// that route needs first (document.mjs). `createSiteServer` does not listen: start.mjs and the tests do.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import replyFrom from '@fastify/reply-from';
import { firstApiCall, matchPage, pageTitle, SITE_DESCRIPTION } from '../src/routes/pageTable.mjs';
import { cacheControlFor, REVALIDATE } from './cacheControl.mjs';
import { renderDocument } from './document.mjs';
import { securityHeaders } from './headers.mjs';
import { createManifestCache, hintsForPage } from './remoteManifests.mjs';
import { createUpstreamPool } from './upstreams.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The API's error shape ({ message, code }), in words a person reads. */
export const GATEWAY_ERRORS = {
  502: { message: 'The server is not reachable right now. Please try again shortly.', code: 'BAD_GATEWAY' },
  504: { message: 'The server took too long to answer. Please try again shortly.', code: 'GATEWAY_TIMEOUT' },
};

/** Connection failures after which nothing reached the API host: another one may take the request. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Requests without a body that may be sent again to another host. */
const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

const CREDENTIALS_TO_CROSSORIGIN = { include: 'use-credentials', 'same-origin': 'anonymous', omit: 'anonymous' };

/** Finds the server-rendering module of engineer "ssr" (ssrContract.ts); none means client rendering. */
export async function loadRenderer(file) {
  const candidates = file ? [file] : [path.join(here, 'ssr', 'render.mjs'), path.join(here, 'ssr', 'render.js')];
  const found = candidates.find((f) => existsSync(f));
  if (!found) return null;
  // An absolute path (POSIX), which both node's ESM loader and jest's CommonJS one accept.
  const mod = await import(found);
  if (typeof mod.renderRoute !== 'function') throw new Error(`${found} does not export renderRoute`);
  return mod;
}

function withTimeout(promise, ms) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The API base the browser uses, joined with a call relative to it, as RTK Query's base query does. */
function apiHref(apiBaseUrl, call) {
  return `${apiBaseUrl.replace(/\/$/, '')}/${call.replace(/^\//, '')}`;
}

/**
 * @param {object} options
 * @param {string} options.root the dist folder to serve
 * @param {boolean} [options.spa] the shell: client routes get index.html, written for the route
 * @param {boolean} [options.cors] a remote: any origin may load its files
 * @param {object} [options.config] the runtime config (apiBaseUrl, fileBaseUrl, remotes, webmailUrl)
 * @param {string[]} [options.apiUpstreams] origins of the API hosts; /api and /uploads are forwarded
 * @param {number} [options.proxyTimeoutMs] an API host silent for longer gets a 504
 * @param {number} [options.upstreamRetryMs] how long an API host that refused a connection is skipped
 * @param {boolean} [options.serveSourceMaps] source maps are not served unless this is set
 * @param {boolean} [options.trustProxy] the server sits behind a proxy whose X-Forwarded-For it trusts
 * @param {string|null} [options.ssrModule] server-rendering module; default shell/server/ssr/render.mjs
 * @param {number} [options.ssrTimeoutMs]
 * @param {ReturnType<typeof createManifestCache>} [options.manifests]
 * @param {string} [options.publicOrigin] the site's public origin, for og:url and canonical links
 * @param {boolean} [options.hsts] add Strict-Transport-Security (only behind HTTPS)
 * @param {object|boolean} [options.logger]
 */
export async function createSiteServer({
  root,
  spa = false,
  cors = false,
  config = null,
  apiUpstreams = [],
  proxyTimeoutMs = 30_000,
  upstreamRetryMs = 5_000,
  serveSourceMaps = false,
  trustProxy = false,
  ssrModule,
  ssrTimeoutMs = Number(process.env.SSR_TIMEOUT_MS) || 3_000,
  manifests = createManifestCache(),
  publicOrigin,
  hsts = false,
  logger = false,
}) {
  const app = Fastify({ logger, trustProxy });
  const headers = securityHeaders(config ?? {}, { hsts });
  // The editor's previews (/preview/...) are framed by the admin portal, on this origin only.
  const previewHeaders = securityHeaders(config ?? {}, { hsts, frameable: true });
  const isProxied = (url) =>
    url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/uploads/');

  app.addHook('onRequest', async (request, reply) => {
    // What the API host answers keeps its own headers (it sets its own CSP, e.g. `sandbox` on uploads).
    if (apiUpstreams.length > 0 && isProxied(request.url)) return;
    reply.headers(request.url.startsWith('/preview/') ? previewHeaders : headers);
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
    // file.br / file.gz written by precompress.mjs, chosen by Accept-Encoding, with Vary.
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

  if (apiUpstreams.length > 0) {
    const pool = createUpstreamPool(apiUpstreams, { retryAfterMs: upstreamRetryMs });
    app.decorate('apiPool', pool);
    await app.register(async (scope) => {
      // Bodies (JSON, multipart uploads) pass through untouched as streams; the API enforces its limits.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      await scope.register(replyFrom, { disableRequestLogging: true, undici: { connections: 64 } });

      const forward = (request, reply, tried) => {
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
            return {
              ...outgoing,
              'x-forwarded-for': trustProxy && incoming ? `${incoming}, ${client}` : client,
              'x-forwarded-proto': req.protocol,
              'x-forwarded-host': req.headers.host ?? '',
            };
          },
          onError(reply, { error }) {
            const cause = error.cause ?? error;
            if (UNREACHABLE.has(cause.code)) {
              pool.markDown(upstream);
              if (REPEATABLE.has(request.method) && tried + 1 < pool.size && !reply.sent) {
                return forward(request, reply, tried + 1);
              }
            }
            const status = error.statusCode === 504 ? 504 : 502;
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
      const handler = (request, reply) => forward(request, reply, 0);
      for (const url of ['/api', '/api/*', '/uploads/*']) scope.all(url, handler);
    });
  }

  if (config) {
    // For a shell served elsewhere by a plain CDN, and for pages cached before the config was inlined.
    app.get('/config.json', async (_request, reply) => reply.header('cache-control', REVALIDATE).send(config));
  }

  if (spa) {
    const templateFile = path.join(path.resolve(root), 'index.html');
    let template = { mtimeMs: -1, text: '' };
    const readTemplate = async () => {
      const info = await stat(templateFile);
      if (info.mtimeMs !== template.mtimeMs)
        template = { mtimeMs: info.mtimeMs, text: await readFile(templateFile, 'utf8') };
      return template.text;
    };
    const rendererPromise = ssrModule === null ? Promise.resolve(null) : loadRenderer(ssrModule);
    rendererPromise.catch((error) => app.log.error(error, 'server rendering is off: its module failed to load'));

    const sendPage = async (request, reply) => {
      const { pathname, search } = new URL(request.url, 'http://site.invalid');
      const match = matchPage(pathname === '/index.html' ? '/' : pathname);
      const entry = match?.entry;
      const hints = [];
      if (entry && 'page' in entry) {
        const [remote, exposed] = entry.page.split('/');
        const manifestUrl = config?.remotes?.[remote];
        if (manifestUrl) hints.push(...hintsForPage(await manifests.get(manifestUrl), manifestUrl, exposed));
        const call = firstApiCall(entry, match.params);
        if (call && config?.apiBaseUrl) {
          hints.push({
            href: apiHref(config.apiBaseUrl, call),
            as: 'fetch',
            crossorigin: CREDENTIALS_TO_CROSSORIGIN[entry.apiCredentials ?? 'same-origin'],
          });
        }
      }

      let ssr = null;
      const renderer = await rendererPromise.catch(() => null);
      if (renderer) {
        try {
          ssr = await withTimeout(
            renderer.renderRoute({
              url: pathname + search,
              config,
              apiOrigin: app.hasDecorator('apiPool') ? app.apiPool.preferred() : '',
            }),
            ssrTimeoutMs,
          );
        } catch (error) {
          request.log.error(error, 'server rendering failed; the browser renders this page');
        }
      }

      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      const html = renderDocument(await readTemplate(), {
        title: pageTitle(entry?.title ?? 'Page not found'),
        description: entry?.description ?? SITE_DESCRIPTION,
        url: origin + pathname,
        config,
        // A rendered page carries its data in its state: preloading the API call again would fetch it
        // for nothing (and the browser would warn that the preload went unused).
        hints: ssr ? hints.filter((hint) => hint.as !== 'fetch') : hints,
        ssr,
      });
      reply
        .code(ssr?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header('vary', 'accept-encoding');
      if (request.method === 'HEAD') return reply.send();
      // Written per request, so compressed per request, at a level that costs a millisecond or two.
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        return reply
          .header('content-encoding', 'br')
          .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
      }
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
      return reply.send(html);
    };

    app.get('/', sendPage);
    app.get('/index.html', sendPage);
    app.setNotFoundHandler((request, reply) => {
      const { pathname } = new URL(request.url, 'http://site.invalid');
      // Client routes have no file extension; a missing chunk or image stays a 404.
      if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
        return sendPage(request, reply);
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));
  }

  return app;
}
