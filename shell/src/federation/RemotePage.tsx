// One remote page: lazily loaded, inside its own error boundary (ARCHITECTURE.md "Fault isolation").
// A remote that is down, slow or throws shows "This section is temporarily unavailable" with Retry in
// place of the page; the frame, the navigation and the other remotes keep working.
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ErrorState, PageContainer, Spinner, useMessages } from '@gsvmc/shared-kit';
import { loadRemotePage, type RemotePageId } from './remotes';
import { PATHS } from '@gsvmc/shared-types';
import { appMessages } from '../app/messages';
import { markPageHydrated, PageBodyHold, pageBodyHeld, PageHydratedMark, releasePageBody } from '../app/pageHydration';

// React.lazy remembers a rejection for good, so a failed load must drop its lazy component and the
// next render create a new one; the cache keeps one lazy per page otherwise (no reload on every visit).
const lazyPages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();
// Pages loaded ahead of their first render (preloadRemotePage): rendered directly, without suspending.
const loadedPages = new Map<RemotePageId, ComponentType>();

/**
 * Loads a page before it is first rendered. The shell does so before hydrating server-rendered HTML:
 * a page that suspended during hydration would be thrown away and drawn again from its spinner as
 * soon as the session check updates the store (React client-renders a boundary that receives an
 * update before it has hydrated). Rejects like loadRemotePage; the page then loads lazily as usual.
 */
export async function preloadRemotePage(id: RemotePageId): Promise<void> {
  const mod = await loadRemotePage(id);
  loadedPages.set(id, mod.default);
}

function lazyPage(id: RemotePageId): ComponentType {
  const loaded = loadedPages.get(id);
  if (loaded) return loaded;
  let page = lazyPages.get(id);
  if (!page) {
    const created = lazy(() =>
      loadRemotePage(id).catch((error: unknown) => {
        // Dropped when the load fails, not only when a boundary catches it: a visitor who left the
        // page before it failed would otherwise get the stale failure on the next visit, unretried.
        if (lazyPages.get(id) === created) lazyPages.delete(id);
        throw error;
      }),
    );
    page = created;
    lazyPages.set(id, page);
  }
  return page;
}

export function forgetRemotePage(id: RemotePageId) {
  lazyPages.delete(id);
  loadedPages.delete(id);
}

interface BoundaryProps {
  id: string;
  /** Changes of this key (the path) clear a shown error, so navigating away recovers. */
  resetKey: string;
  onRetry: () => void;
  /** Called once per caught error: the failed lazy component is dropped so the next render retries. */
  onError?: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown remote failure') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] ${this.props.id} failed`, error, info.componentStack);
    // The fallback is drawn in the browser: nothing of the server's page is left to hydrate.
    markPageHydrated();
    this.props.onError?.();
  }

  override render() {
    if (this.state.error) return <UnavailablePage onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** The fallback in place of a page that could not be loaded or failed, in the page's language. */
function UnavailablePage({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(appMessages);
  return (
    <PageContainer>
      <ErrorState
        message={t('unavailable')}
        detail={t('unavailableDetail')}
        onRetry={onRetry}
        retryLabel={t('retry')}
      />
      {/* Admin pages render without the public frame: keep a way out when their layout is the part that failed. */}
      <p>
        <Link to={PATHS.home}>{t('goHome')}</Link>
      </p>
    </PageContainer>
  );
}

/** The spinner while a page's code loads. */
export function PageLoading() {
  const t = useMessages(appMessages);
  return <Spinner label={t('loading')} />;
}

/**
 * A lazily loaded page inside its error boundary: a spinner while it loads, the fallback with Retry if
 * it cannot. `getPage` gives the page's (lazy) component; `forget` drops a failed one, so that Retry or
 * the next visit loads it again. Remote pages use it, and the shell's own lazy pages (routes/localPage).
 */
export function LazyPageFrame({
  id,
  getPage,
  forget,
}: {
  id: string;
  getPage: () => ComponentType;
  forget: () => void;
}) {
  const location = useLocation();
  const { pathname } = location;
  // Decided once, as this frame first renders: true only for the page the server drew, whose body is
  // held as the server's HTML until the browser is idle or the visitor acts on it (app/pageHydration).
  const [first] = useState(() => ({ location, serverBody: pageBodyHeld() }));
  // The address changed while the body was held: the router's update reaches the held body, and React
  // must hydrate it now (a held body would be thrown away and drawn again from the spinner).
  if (first.serverBody && location !== first.location) releasePageBody();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forget();
    setAttempt((n) => n + 1);
  }, [forget]);
  const Page = getPage();
  // The same element while the page is the same: a re-render of this frame (its error boundary's
  // state, the address) then gives the held body no new props, which would make React hydrate it at once.
  const body = useMemo(
    () => (
      <Suspense fallback={<PageLoading />}>
        <PageBodyHold held={first.serverBody} />
        <Page />
        <PageHydratedMark />
      </Suspense>
    ),
    [Page, first.serverBody],
  );
  return (
    <RemoteErrorBoundary key={attempt} id={id} resetKey={pathname} onRetry={retry} onError={forget}>
      {body}
    </RemoteErrorBoundary>
  );
}

/** Renders `mf_x/SomePage` with a spinner while it loads and the fallback if it cannot. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const forget = useCallback(() => forgetRemotePage(id), [id]);
  return <LazyPageFrame id={id} getPage={() => lazyPage(id)} forget={forget} />;
}

/** Test hook: drop every cached lazy page. */
export function forgetAllRemotePages() {
  lazyPages.clear();
  loadedPages.clear();
}
