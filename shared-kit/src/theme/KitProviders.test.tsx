// The base style: built by styled-components only where the page's document does not carry it.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { makeStore } from '../store/makeStore';
import { KitProviders } from './KitProviders';
import { documentHasGlobalStyle, GLOBAL_STYLE_ID } from './globalCss';

/** The style rules styled-components builds for a tree. */
function stylesOf(globalStyle: boolean | undefined) {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <KitProviders store={makeStore()} globalStyle={globalStyle}>
          <p>page</p>
        </KitProviders>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

it('builds the base style unless the page says its document carries it', () => {
  // A remote's own page or a test: styled-components builds it.
  expect(stylesOf(undefined)).toMatch(/box-sizing:\s*border-box/);
  expect(stylesOf(undefined)).toContain(':focus-visible');
  // A page the site's server sent (its head has the style): nothing is built.
  expect(stylesOf(false)).not.toMatch(/box-sizing/);
});

it('finds the style the site’s server sends in the head', () => {
  expect(documentHasGlobalStyle()).toBe(false);
  const sent = document.createElement('style');
  sent.id = GLOBAL_STYLE_ID;
  document.head.append(sent);
  expect(documentHasGlobalStyle()).toBe(true);
  sent.remove();
});
