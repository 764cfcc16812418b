import { createGlobalStyle } from 'styled-components';
import { globalCss } from './globalCss';

/** The base style (globalCss.ts) injected by styled-components, for a page whose document lacks it. */
export const GlobalStyle = createGlobalStyle`${({ theme }) => globalCss(theme)}`;
