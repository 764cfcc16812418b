// The site's base style (box sizing, the body's font and colours, focus rings...), as one CSS text
// made from the theme. The site's server writes it into every page's <head> (shell/server/document.ts,
// '@gsvmc/shared-kit/globalCss'), so a page's base style needs no script at all; `GlobalStyle`
// ('@gsvmc/shared-kit/globalStyle') injects the same text where no server did (a remote's own page,
// the shell's dev server, the tests). Neither is in the kit's core: a page the server sent never needs them.
import { fontFaces, latinFirstFonts, theme as houseTheme, type Theme } from './theme';
import { TOUCH_QUERY } from '../hooks/useMediaQuery';

export { documentHasGlobalStyle, GLOBAL_STYLE_ID } from './globalStyleId';

/** The theme's stacks with the Bengali faces first, for Bengali text. */
export const bengaliFirstFonts = {
  body: `${fontFaces.bengali}, ${fontFaces.latinUi}, sans-serif`,
  heading: `'Noto Serif Bengali', ${fontFaces.bengali}, Georgia, 'Times New Roman', serif`,
} as const;

export function globalCss(theme: Theme = houseTheme): string {
  return `
  *, *::before, *::after { box-sizing: border-box; }
  /* The theme's fonts: Bengali faces first in Bengali, where the Latin-first stack made the browser
     look for a Bengali font letter by letter (a third of a Bengali page's first layout). An element in
     the other language takes its own language's stack (a zero-specificity rule: a component's or a
     heading's font still wins, and resolves the stack for the element's language). */
  :root, [lang|='en'] {
    --gsvmc-font-body: ${latinFirstFonts.body};
    --gsvmc-font-heading: ${latinFirstFonts.heading};
  }
  [lang|='bn'] {
    --gsvmc-font-body: ${bengaliFirstFonts.body};
    --gsvmc-font-heading: ${bengaliFirstFonts.heading};
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
  /* A file field's "Choose file" is a thumb's target on a phone or a touch screen. */
  @media ${TOUCH_QUERY} {
    input[type='file']::file-selector-button { min-height: 44px; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
}
