// The shell's page for every client route, fast on a phone's first visit and able to hold a results-day
// surge of parents and students reloading the same pages: each address's document (renderPage.ts) sent
// from the render cache (renderCache.ts), compressed once, with an ETag; per-user pages made each time.
import { createHash } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@gsvmc/shared-kit';
import { matchPage, PUBLIC_PAGES, SHELL_PAGES } from '../src/routes/pageTable';
import { pathInLocale } from '@gsvmc/shared-kit/localePath';
import { manifestIdentity, type ManifestCache } from './remoteManifests';
import { keptQuery, pageSlot } from './pageKeys';
import { createAddressBudget, NOT_FOUND_RENDERS_PER_MINUTE } from './addressBudget';
import {
  encodingFor,
  FAILED_PAGE_CACHE_CONTROL,
  ifNoneMatch,
  isPerUser,
  PER_USER_CACHE_CONTROL,
  personalPageCacheControl,
  publicPageCacheControl,
  type PageCacheLifetimes,
} from './pageCaching';
import type { ContentVersion } from './contentVersion';
import type { RenderCache } from './renderCache';
import type { RenderModule } from './ssrContract';
import { watchTemplate } from './pageTemplate';
import { createPageRenderer, createRenderPlans, type PageRequest } from './renderPage';

export interface PagesOptions {
  /** The shell's dist folder (index.html). */
  root: string;
  config: RuntimeConfig | null;
  /** The server-rendering module (or null: every page is drawn in the browser). */
  renderer: Promise<RenderModule | null>;
  manifests: ManifestCache;
  cache: RenderCache;
  contentVersion: ContentVersion | null;
  /** Where server-side calls go. */
  apiOrigin: () => string;
  /** The longest a render may take before the bare page is sent. */
  ssrTimeoutMs: number;
  /** What the renderer is given for the page's code and calls. */
  ssrDeadlineMs: number;
  /** The longest a page not held waits for the version check. */
  contentVersionWaitMs: number;
  publicOrigin: string | undefined;
  cacheLifetimes: PageCacheLifetimes;
  now?: () => number;
  /** Renders of made-up addresses each client address may cause per minute (addressBudget.ts). */
  notFoundRendersPerMinute?: number | undefined;
}

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Answers every client route with the shell's page for it (rendered, cached, compressed). */
export function registerPages(app: FastifyInstance, options: PagesOptions): void {
  const { config, renderer, manifests, cache, contentVersion, publicOrigin, now = Date.now } = options;
  const notFoundBudget = createAddressBudget({
    perWindow: options.notFoundRendersPerMinute ?? NOT_FOUND_RENDERS_PER_MINUTE,
    now,
  });
  const publicCacheControl = publicPageCacheControl(options.cacheLifetimes);
  const personalCacheControl = personalPageCacheControl(options.cacheLifetimes);
  const configId = digest(JSON.stringify(config ?? null));

  const template = watchTemplate(options.root, {
    now,
    onError: (error) => app.log.error(error, 'the shell’s index.html cannot be read'),
  });
  const rendersOnServer = createRenderPlans();
  const renderPage = createPageRenderer({
    config,
    template,
    apiOrigin: options.apiOrigin,
    ssrTimeoutMs: options.ssrTimeoutMs,
    ssrDeadlineMs: options.ssrDeadlineMs,
    log: app.log,
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    template.check();
    const url = new URL(request.url, 'http://site.invalid');
    const pathname = url.pathname === '/index.html' ? '/' : url.pathname;
    const query = keptQuery(pathname, url.search);
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const match = matchPage(pathname);
    const entry = match?.entry;
    const remote = entry && 'page' in entry ? entry.page.split('/')[0] : null;
    const manifestUrl = remote ? config?.remotes?.[remote] : undefined;
    const manifest = manifestUrl ? await manifests.get(manifestUrl) : null;
    const mod = await renderer.catch(() => null);
    const rendered = mod !== null && rendersOnServer(mod, pathname);
    const page: PageRequest = {
      pathname,
      query,
      origin,
      entry,
      match,
      manifestUrl,
      manifest,
      rendered,
      mod,
      clientAddress: request.ip,
    };

    // A made-up address (no page of the table matches it) costs a full render that no other address
    // can share. Past its budget, the visitor's address gets the bare not-found page, drawn by its
    // browser, neither rendered nor kept.
    const slot = pageSlot({ origin, pathname, search: url.search });
    if (rendered && !match && (isPerUser(request) || !cache.peek(slot))) {
      if (!notFoundBudget.allows(request.ip)) {
        const { html } = await renderPage({ ...page, rendered: false });
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', FAILED_PAGE_CACHE_CONTROL)
          .header('x-render-cache', 'bounded')
          .send(html);
      }
      notFoundBudget.spend(request.ip);
    }

    if (isPerUser(request)) {
      const { status, html } = await renderPage(page);
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', PER_USER_CACHE_CONTROL);
      reply.header('vary', 'accept-encoding');
      // Made for this request only: compressed at a level that costs a millisecond or two.
      const encoding = encodingFor(request);
      if (encoding === 'br')
        return reply
          .header('content-encoding', 'br')
          .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
      return reply.send(html);
    }

    // Everything the HTML is made from. A page drawn in the browser shows no content: the content
    // version is not part of its key, so an edit does not make it again.
    let version = '-';
    if (rendered && !contentVersion) version = 'none';
    else if (rendered && contentVersion) {
      // A page not held yet is rendered in any case: it waits for the version check only briefly.
      version =
        (cache.peek(slot)
          ? await contentVersion.current()
          : await contentVersion.currentWithin(options.contentVersionWaitMs)) ?? 'unknown';
    }
    const build = [
      slot,
      `remote=${remote ? manifestIdentity(manifest) : '-'}`,
      `config=${configId}`,
      `template=${template.mtimeMs}`,
    ].join(' ');
    const personal = entry !== undefined && 'personal' in entry && entry.personal === true;
    const { entry: cached, source } = await cache.page(
      slot,
      { build, content: `content=${version}`, freshOnly: personal },
      () => renderPage(page),
    );

    reply
      .code(cached.status)
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('etag', cached.etag)
      .header(
        'cache-control',
        cached.good ? (personal ? personalCacheControl : publicCacheControl) : FAILED_PAGE_CACHE_CONTROL,
      )
      // hit, stale (sent while a new render runs) or miss: for operators and the tests.
      .header('x-render-cache', source);
    if (cached.status === 200 && ifNoneMatch(request, cached.etag)) return reply.code(304).send();
    const encoding = encodingFor(request);
    const body = cached.bodies[encoding];
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // A HEAD request gets the headers only (Node drops the body).
    return reply.send(body);
  }

  // The renderer's code and the remotes' page code, loaded once the server listens (not on the
  // first visits; the remotes started beside this server may take a moment to answer).
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  app.addHook('onListen', async () => {
    renderer
      .then((mod) =>
        config && typeof mod?.warmUp === 'function' ? mod.warmUp(config, { signal: closing.signal }) : undefined,
      )
      .catch((error) => app.log.warn(error, 'the pages could not be loaded ahead; they load on first render'));
  });

  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  // Every route of the page table by name: answered here at once, rather than after the static-file
  // plugin has looked for a file of that name (and its .br and .gz) on disk first.
  const routes = new Set([
    ...PUBLIC_PAGES.map((entry) => entry.path),
    ...SHELL_PAGES.flatMap((entry) => (entry.prefix ? [entry.path, `${entry.path}/*`] : [entry.path])),
  ]);
  for (const route of routes) {
    if (route !== '/') app.get(route, sendPage);
    // The same pages in Bengali (shared-kit i18n/localePath.ts).
    app.get(pathInLocale(route, 'bn'), sendPage);
  }
  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://site.invalid');
    // Client routes have no file extension; a missing chunk or image stays a 404.
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
      return sendPage(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
