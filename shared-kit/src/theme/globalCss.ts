// The site's base style (box sizing, the body's font and colours, focus rings...), as one CSS text
// made from the theme. The site's server writes it into every page's <head> (shell/server/document.ts,
// '@gsvmc/shared-kit/globalCss'), so a page's base style needs no script at all; `GlobalStyle`
// injects the same text where no server did (a remote's own page, the tests).
import { fontStacks, theme as houseTheme, type Theme } from './theme';

/** The id of the <style> element that carries the base style in a page the site's server sent. */
export const GLOBAL_STYLE_ID = 'gsvmc-base-style';

export function globalCss(theme: Theme = houseTheme): string {
  return `
  *, *::before, *::after { box-sizing: border-box; }
  /* The theme's fonts: Bengali faces first in Bengali, where the Latin-first stack made the browser
     look for a Bengali font letter by letter (a third of a Bengali page's first layout). An element in
     the other language takes its own language's stack (a zero-specificity rule: a component's or a
     heading's font still wins, and resolves the stack for the element's language). */
  :root, [lang|='en'] {
    --gsvmc-font-body: ${fontStacks.latinFirst.body};
    --gsvmc-font-heading: ${fontStacks.latinFirst.heading};
  }
  [lang|='bn'] {
    --gsvmc-font-body: ${fontStacks.bengaliFirst.body};
    --gsvmc-font-heading: ${fontStacks.bengaliFirst.heading};
  }
  :where([lang]:not(html)) { font-family: var(--gsvmc-font-body); }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    color: ${theme.color.text};
    background: ${theme.color.background};
    line-height: ${theme.lineHeight.body};
  }
  h1, h2, h3 { font-family: ${theme.font.heading}; line-height: ${theme.lineHeight.heading}; }
  h1:lang(bn), h2:lang(bn), h3:lang(bn) { line-height: ${theme.lineHeight.headingBengali}; }
  img { max-width: 100%; display: block; }
  a { color: ${theme.color.primary}; }
  /* Text for screen readers only (e.g. "opens in a new tab"). */
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%);
    white-space: nowrap;
  }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
}

/**
 * Whether the page already carries the base style (sent by the site's server): then the browser need
 * not build it again. Building it means running styled-components' CSS parser for the first time, a
 * step of 5-15 ms on a phone inside the page's hydration.
 */
export function documentHasGlobalStyle(doc: Document | undefined = globalThis.document): boolean {
  return Boolean(doc?.getElementById(GLOBAL_STYLE_ID));
}
