// The base style: the kit's providers never build it (the site's server sends it in the page's head);
// `GlobalStyle` builds it where a page's document lacks it (a remote's own page, the dev server, tests).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import * as core from '../index';
import { makeStore } from '../store/makeStore';
import { KitProviders } from './KitProviders';
import { GlobalStyle } from './GlobalStyle';
import { documentHasGlobalStyle, GLOBAL_STYLE_ID } from './globalCss';

/** The style rules styled-components builds for a tree. */
function stylesOf(tree: ReactNode) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<KitProviders store={makeStore()}>{tree}</KitProviders>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

it('builds the base style only where a page renders GlobalStyle', () => {
  expect(stylesOf(<p>page</p>)).not.toMatch(/box-sizing/);
  const built = stylesOf(
    <>
      <GlobalStyle />
      <p>page</p>
    </>,
  );
  expect(built).toMatch(/box-sizing:\s*border-box/);
  expect(built).toContain(':focus-visible');
  expect(built).toContain('--gsvmc-font-body');
});

it("leaves the style's text out of the kit's core, which every page downloads", () => {
  expect('GlobalStyle' in core).toBe(false);
  expect('globalCss' in core).toBe(false);
  expect('bengaliFirstFonts' in core).toBe(false);
  expect(core.documentHasGlobalStyle).toBe(documentHasGlobalStyle);
});

it('finds the style the site’s server sends in the head', () => {
  expect(documentHasGlobalStyle()).toBe(false);
  const sent = document.createElement('style');
  sent.id = GLOBAL_STYLE_ID;
  document.head.append(sent);
  expect(documentHasGlobalStyle()).toBe(true);
  sent.remove();
});
