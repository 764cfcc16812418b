// The shell's page for every client route, fast on a phone's first visit and able to hold a results-day
// surge of parents and students reloading the same pages: the built index.html with what the route needs first (document.ts), the page server-rendered when the
// renderer renders it, sent from the render cache (renderCache.ts), compressed once, with an ETag.
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@gsvmc/shared-kit';
import { fillFirstCall } from '@gsvmc/shared-kit/pageHeads';
import {
  entryText,
  matchPage,
  pageTitle,
  PUBLIC_PAGES,
  remoteHeadText,
  SHELL_PAGES,
  type PageEntry,
  type ShellPageEntry,
} from '../src/routes/pageTable';
import { localeOfPath, pathInLocale, stripLocale } from '@gsvmc/shared-kit/localePath';
import { renderDocument } from './document';
import {
  hintsForPage,
  manifestIdentity,
  pageHeadOf,
  type ManifestCache,
  type PreloadHint,
  type RemoteManifest,
} from './remoteManifests';
import { keptQuery, pageSlot } from './pageKeys';
import { createAddressBudget, NOT_FOUND_RENDERS_PER_MINUTE } from './addressBudget';
import {
  encodingFor,
  FAILED_PAGE_CACHE_CONTROL,
  ifNoneMatch,
  isPerUser,
  PER_USER_CACHE_CONTROL,
  publicPageCacheControl,
  type PageCacheLifetimes,
} from './pageCaching';
import type { ContentVersion } from './contentVersion';
import type { RenderCache, RenderedPage } from './renderCache';
import type { RenderModule, RenderRouteResult } from './ssrContract';
import { apiHref, CREDENTIALS_TO_CROSSORIGIN, withTimeout } from './pageRules';

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

/** Everything one page's document is made from. */
interface PageRequest {
  pathname: string;
  /** The query parameters the page reads (pageKeys.ts), as `?a=1`, or ''. */
  query: string;
  origin: string;
  entry: PageEntry | ShellPageEntry | undefined;
  match: ReturnType<typeof matchPage>;
  /** The manifest's address of the remote that draws the page, and the manifest (null when down). */
  manifestUrl: string | undefined;
  manifest: RemoteManifest | null;
  /** The renderer renders this page (else it is drawn in the browser). */
  rendered: boolean;
  mod: RenderModule | null;
  clientAddress: string;
}

/** How often the template's file is looked at (a shell rebuilt in place, without a restart). */
const TEMPLATE_CHECK_MS = 1_000;

/** How many paths' "rendered on the server or not" answers are kept (react-router's matching is not free). */
const PLAN_MEMO_SIZE = 1_000;

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Answers every client route with the shell's page for it (rendered, cached, compressed). */
export function registerPages(app: FastifyInstance, options: PagesOptions): void {
  const { config, renderer, manifests, cache, contentVersion, publicOrigin, now = Date.now } = options;
  const notFoundBudget = createAddressBudget({
    perWindow: options.notFoundRendersPerMinute ?? NOT_FOUND_RENDERS_PER_MINUTE,
    now,
  });
  const publicCacheControl = publicPageCacheControl(options.cacheLifetimes);
  const configId = digest(JSON.stringify(config ?? null));

  // Read at start, looked at again at most once a second (not on every request).
  const templateFile = path.join(path.resolve(options.root), 'index.html');
  let template = { mtimeMs: statSync(templateFile).mtimeMs, text: readFileSync(templateFile, 'utf8') };
  let templateCheckedAt = now();
  let templateCheck: Promise<void> | null = null;
  const checkTemplate = () => {
    if (now() - templateCheckedAt < TEMPLATE_CHECK_MS || templateCheck) return;
    templateCheck = stat(templateFile)
      .then((info) => {
        if (info.mtimeMs !== template.mtimeMs)
          template = { mtimeMs: info.mtimeMs, text: readFileSync(templateFile, 'utf8') };
      })
      .catch((error) => app.log.error(error, 'the shell’s index.html cannot be read'))
      .finally(() => {
        templateCheckedAt = now();
        templateCheck = null;
      });
  };

  // Whether the renderer renders a path, asked once per path: its route matching costs more than the
  // rest of a cached answer. Bounded: a flood of made-up paths empties it instead of growing it.
  const plans = new Map<string, boolean>();
  const rendersOnServer = (mod: RenderModule, pathname: string): boolean => {
    if (typeof mod.rendersOnServer !== 'function') return true;
    let rendered = plans.get(pathname);
    if (rendered === undefined) {
      rendered = mod.rendersOnServer(pathname);
      if (plans.size >= PLAN_MEMO_SIZE) plans.clear();
      plans.set(pathname, rendered);
    }
    return rendered;
  };

  /** The whole document for one address, as `{ status, html, good }`; never throws. */
  async function renderPage({
    pathname,
    query,
    origin,
    entry,
    match,
    manifestUrl,
    manifest,
    rendered,
    mod,
    clientAddress,
  }: PageRequest): Promise<RenderedPage> {
    const hints: PreloadHint[] = [];
    const remotePage = entry && 'page' in entry ? entry : null;
    const exposed = remotePage?.page.split('/')[1];
    // The remote's own word on its page's head, from its live deployment (null when it is down).
    const head = remotePage ? pageHeadOf(manifest, exposed) : null;
    if (remotePage && match) {
      if (manifestUrl) hints.push(...hintsForPage(manifest, manifestUrl, exposed));
      const call = head?.firstCall;
      if (call && config?.apiBaseUrl) {
        hints.push({
          href: apiHref(config.apiBaseUrl, fillFirstCall(call.url, match.params)),
          as: 'fetch',
          crossorigin: CREDENTIALS_TO_CROSSORIGIN[call.credentials ?? 'same-origin'],
        });
      }
    }
    let ssr: RenderRouteResult | null = null;
    let good = true;
    if (rendered && mod) {
      try {
        ssr = await withTimeout(
          mod.renderRoute({
            url: pathname + query,
            // A shell started without a runtime config (some tests) still asks: the renderer fails and
            // the browser draws the page, as it always has.
            config: config as RuntimeConfig,
            apiOrigin: options.apiOrigin(),
            deadlineMs: options.ssrDeadlineMs,
            // The page's calls count against the per-address limits of the visitor whose request
            // rendered it, so made-up addresses cost their sender and not the site's own server.
            clientAddress,
          }),
          options.ssrTimeoutMs,
        );
        if (ssr?.degraded) {
          good = false;
          app.log.warn({ page: pathname + query }, 'the page was rendered with its error state (API or remote failed)');
        } else if (!ssr || typeof ssr.html !== 'string' || ssr.html.trim() === '') {
          // The renderer renders this path, yet gave nothing (it failed inside and answered null, or
          // drew an empty page): the bare page goes out, and never as a good page a cache may keep.
          good = false;
          ssr = null;
          app.log.warn({ page: pathname + query }, 'server rendering gave no page; the browser draws it');
        }
      } catch (error) {
        good = false;
        app.log.error(error, 'server rendering failed; the browser renders this page');
      }
    }
    const locale = localeOfPath(pathname);
    const bare = stripLocale(pathname);
    // A page that names itself from its data (one notice) is titled so in the head too: a shared link
    // and a search result then show the notice's title, not "Notice".
    let text: { title: string; description: string };
    if (entry && 'page' in entry) text = remoteHeadText(head, locale, ssr?.title);
    else {
      const own = entryText(entry, locale);
      text = { title: pageTitle(own.title, locale), description: own.description };
    }
    const html = renderDocument(template.text, {
      title: text.title,
      description: text.description,
      url: origin + pathname,
      lang: locale,
      // A public page exists in both languages: each names the other (and English as the default) so
      // search engines show the reader's; the admin portal and the account pages name none.
      alternates:
        entry && 'page' in entry
          ? [
              { hreflang: 'en', href: origin + bare },
              { hreflang: 'bn', href: origin + pathInLocale(bare, 'bn') },
              { hreflang: 'x-default', href: origin + bare },
            ]
          : [],
      config,
      // A rendered page carries its data in its state: preloading the API call again would fetch it
      // for nothing (and the browser would warn that the preload went unused).
      hints: ssr ? hints.filter((hint) => hint.as !== 'fetch') : hints,
      ssr,
    });
    return { status: ssr?.status ?? 200, html, good };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    checkTemplate();
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
    const { entry: cached, source } = await cache.page(slot, { build, content: `content=${version}` }, () =>
      renderPage(page),
    );

    reply
      .code(cached.status)
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('etag', cached.etag)
      .header('cache-control', cached.good ? publicCacheControl : FAILED_PAGE_CACHE_CONTROL)
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
