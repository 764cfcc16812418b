// Start-up: read config.json (remote URLs, API base), register the public remotes, create the one store
// of the page, render. mf_admin is registered later, by the admin guard.
// When the site's server has rendered the page (shell/server/ssr), the root already holds its markup and
// the page carries the store state the server rendered it with: the app hydrates that markup instead of
// drawing it again, from the same state, so the API calls already answered are not made again.
//
// One part of the code is evaluated per task (Total Blocking Time). Imported statically, React
// DOM, React Router, shared-kit (Redux Toolkit, styled-components) and the shell's own modules were all
// evaluated in one task, the longest of a phone's start-up. Here each is an `import()` awaited after the
// previous task has ended:
// - `webpackMode: "eager"` keeps a module in this chunk, so it is downloaded with it and nothing waits for
//   the network; only its evaluation waits for the import;
// - `webpackExports` names, for a library imported only to be evaluated early, an export shared-kit
//   uses anyway: an `import()` whose result is not destructured would otherwise keep the whole library in
//   an ordinary build (the bench's monolith grew by 6 KB);
// - the shell's frame and routes (./app/App) are a chunk of their own, fetched while this one is
//   (`webpackPreload`).
import { StrictMode } from 'react';
import type { RootState } from '@gsvmc/shared-kit';

/**
 * Ends the current task, so the browser can paint and handle input between the steps of start-up: on a
 * phone each step is tens of milliseconds, and in one task they add up to a long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { BrowserRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  // shared-kit's libraries, then shared-kit itself (its styled components and API definitions).
  await import(/* webpackMode: "eager", webpackExports: ["default"] */ 'styled-components');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["buildCreateApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  const {
    KitProviders,
    documentHasGlobalStyle,
    loadRuntimeConfig,
    makeStore,
    localeOfPath,
    LOCALE_PREFIX,
    stripLocale,
  } = await import(/* webpackMode: "eager" */ '@gsvmc/shared-kit');
  await nextTask();
  const [{ initFederation }, { hydrateInSlices }, { ReplayMissedNavigation }, { expectPageHydration }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './federation/remotes'),
      import(/* webpackMode: "eager" */ './app/hydrate'),
      import(/* webpackMode: "eager" */ './app/ReplayMissedNavigation'),
      import(/* webpackMode: "eager" */ './app/pageHydration'),
    ]);
  await nextTask();
  // The route table and the frame it names (serverState reads the table): the largest of the shell's own
  // modules, evaluated in a task of their own.
  const [{ preloadRemotePage }, { serverRenderedPage }] = await Promise.all([
    import(/* webpackMode: "eager" */ './federation/RemotePage'),
    import(/* webpackMode: "eager" */ './app/serverState'),
  ]);
  await nextTask();
  await loadRuntimeConfig('/config.json');
  initFederation();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The address's language: its prefix (/bn) is the router's basename, so every route and link below
  // works on the path without it.
  const addressLocale = localeOfPath(window.location.pathname);
  await nextTask();
  // The first route match runs React Router's matching code for the first time, which alone is a long
  // step on a phone.
  const server = serverRenderedPage(document, stripLocale(window.location.pathname));
  await nextTask();
  const store = makeStore(server?.state as Partial<RootState> | undefined);
  await nextTask();
  // BrowserRouter numbers the page's history entry (`history.state.idx`) when it is created, inside
  // the first render; the browser's replaceState is a slow call on a phone, so it is made here, in a
  // task of its own, with the same state the router would write.
  if (window.history.state?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
  await nextTask();
  const { App } = await import(/* webpackPreload: true */ './app/App');
  // The site's server sends the base style in the page's head; only a page without it (the dev server's)
  // downloads and builds it.
  const BaseStyle = documentHasGlobalStyle() ? null : (await import('@gsvmc/shared-kit/globalStyle')).GlobalStyle;
  const app = (
    <StrictMode>
      <KitProviders store={store}>
        {BaseStyle && <BaseStyle />}
        <BrowserRouter basename={LOCALE_PREFIX[addressLocale] || undefined}>
          <ReplayMissedNavigation />
          <App addressLocale={addressLocale} />
        </BrowserRouter>
      </KitProviders>
    </StrictMode>
  );
  if (!server) {
    createRoot(root).render(app);
    return;
  }
  await nextTask();
  // The page's code before hydrating, so hydration does not suspend (see preloadRemotePage). If it
  // cannot be loaded the page hydrates lazily and its error boundary shows the fallback.
  if (server.page) await preloadRemotePage(server.page).catch(() => undefined);
  await nextTask();
  // The page's body hydrates after the frame, in its own boundary: start-up work that changes the
  // store waits for it (app/pageHydration.ts).
  if (server.page) expectPageHydration();
  // In slices, not one long task (app/hydrate.ts).
  hydrateInSlices(root, app);
}

void start();
