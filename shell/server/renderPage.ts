// One page's document: the shell's template with the route's head, its preload hints and, when the
// renderer renders the route, the server-rendered page (document.ts). Never throws: a renderer that
// fails, hangs or draws nothing gives the bare page, which the browser draws, and is marked not good so
// no cache keeps it.
import type { FastifyBaseLogger } from 'fastify';
import type { RuntimeConfig } from '@gsvmc/shared-kit';
import { fillFirstCall } from '@gsvmc/shared-kit/pageHeads';
import { localeOfPath, pathInLocale, stripLocale } from '@gsvmc/shared-kit/localePath';
import {
  entryText,
  matchPage,
  pageTitle,
  remoteHeadText,
  type PageEntry,
  type ShellPageEntry,
} from '../src/routes/pageTable';
import { renderDocument } from './document';
import { hintsForPage, pageHeadOf, type PreloadHint, type RemoteManifest } from './remoteManifests';
import type { RenderedPage } from './renderCache';
import type { RenderModule, RenderRouteResult } from './ssrContract';
import { apiHref, CREDENTIALS_TO_CROSSORIGIN, withTimeout } from './pageRules';
import type { PageTemplate } from './pageTemplate';

/** Everything one page's document is made from. */
export interface PageRequest {
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

/** How many paths' "rendered on the server or not" answers are kept (react-router's matching is not free). */
const PLAN_MEMO_SIZE = 1_000;

/**
 * Whether the renderer renders a path, asked once per path: its route matching costs more than the
 * rest of a cached answer. Bounded: a flood of made-up paths empties it instead of growing it.
 */
export function createRenderPlans(): (mod: RenderModule, pathname: string) => boolean {
  const plans = new Map<string, boolean>();
  return (mod, pathname) => {
    if (typeof mod.rendersOnServer !== 'function') return true;
    let rendered = plans.get(pathname);
    if (rendered === undefined) {
      rendered = mod.rendersOnServer(pathname);
      if (plans.size >= PLAN_MEMO_SIZE) plans.clear();
      plans.set(pathname, rendered);
    }
    return rendered;
  };
}

export interface PageRendererOptions {
  config: RuntimeConfig | null;
  template: PageTemplate;
  /** Where server-side calls go. */
  apiOrigin: () => string;
  /** The longest a render may take before the bare page is sent. */
  ssrTimeoutMs: number;
  /** What the renderer is given for the page's code and calls. */
  ssrDeadlineMs: number;
  log: FastifyBaseLogger;
}

export function createPageRenderer({
  config,
  template,
  apiOrigin,
  ssrTimeoutMs,
  ssrDeadlineMs,
  log,
}: PageRendererOptions): (page: PageRequest) => Promise<RenderedPage> {
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
      if (manifestUrl) hints.push(...hintsForPage(manifest, manifestUrl, exposed, localeOfPath(pathname)));
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
            apiOrigin: apiOrigin(),
            deadlineMs: ssrDeadlineMs,
            // The page's calls count against the per-address limits of the visitor whose request
            // rendered it, so made-up addresses cost their sender and not the site's own server.
            clientAddress,
          }),
          ssrTimeoutMs,
        );
        if (ssr?.degraded) {
          good = false;
          log.warn({ page: pathname + query }, 'the page was rendered with its error state (API or remote failed)');
        } else if (!ssr || typeof ssr.html !== 'string' || ssr.html.trim() === '') {
          // The renderer renders this path, yet gave nothing (it failed inside and answered null, or
          // drew an empty page): the bare page goes out, and never as a good page a cache may keep.
          good = false;
          ssr = null;
          log.warn({ page: pathname + query }, 'server rendering gave no page; the browser draws it');
        }
      } catch (error) {
        good = false;
        log.error(error, 'server rendering failed; the browser renders this page');
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

  return renderPage;
}
