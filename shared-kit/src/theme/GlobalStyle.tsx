import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    line-height: ${({ theme }) => theme.lineHeight.body};
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.font.heading}; line-height: ${({ theme }) => theme.lineHeight.heading}; }
  h1:lang(bn), h2:lang(bn), h3:lang(bn) { line-height: ${({ theme }) => theme.lineHeight.headingBengali}; }
  img { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.color.primary}; }
  /* Text for screen readers only (e.g. "opens in a new tab"). */
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%);
    white-space: nowrap;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
