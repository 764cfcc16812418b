// The house theme, typed once (STYLE.md "Names").
const BENGALI_FACES = "'Noto Sans Bengali', 'Hind Siliguri', 'Nirmala UI', 'Vrinda'";
const LATIN_UI = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans'";
const LATIN_FIRST_BODY = `${LATIN_UI}, ${BENGALI_FACES}, sans-serif`;
const LATIN_FIRST_HEADING = `Georgia, 'Times New Roman', 'Noto Serif Bengali', ${BENGALI_FACES}, serif`;

/** The system faces the stacks name (docs/decisions/bengali-fonts.md). */
export const fontFaces = { bengali: BENGALI_FACES, latinUi: LATIN_UI } as const;

/** The stacks with the Latin faces first, for English (Bengali first: globalCss.ts). */
export const latinFirstFonts = { body: LATIN_FIRST_BODY, heading: LATIN_FIRST_HEADING } as const;

export const theme = {
  color: {
    primary: '#0b6e4f',
    primaryDark: '#07523a',
    primaryLight: '#e6f4ee',
    accent: '#b84c35', // 5.1:1 on white (WCAG AA for small text)
    text: '#1d2733',
    muted: '#5b6776',
    border: '#d9e0e6',
    surface: '#ffffff',
    background: '#f5f7f8',
    success: '#1f7a4d',
    danger: '#b42318',
    dangerLight: '#fdecea',
    warning: '#8a5a00',
    warningLight: '#fff4d6',
    focus: '#1a73e8',
  },
  // No web font (docs/decisions/bengali-fonts.md): Latin comes from the system's UI font, Bengali glyphs
  // from the system's Bengali font: Noto Sans Bengali on Android and Linux, Nirmala UI (Windows 8 on) or
  // Vrinda (older Windows), Hind Siliguri where a reader installed it; macOS and iOS fall back to their
  // own Bengali font through the generic family.
  // The stacks are custom properties (globalCss): in a Bengali page or element the Bengali faces come
  // first, so its text needs no per-letter search for a font that has the glyph; each `var()` carries the
  // Latin-first stack for a page without the base style.
  font: {
    body: `var(--gsvmc-font-body, ${LATIN_FIRST_BODY})`,
    heading: `var(--gsvmc-font-heading, ${LATIN_FIRST_HEADING})`,
  },
  lineHeight: {
    body: 1.55,
    heading: 1.25,
    /**
     * Bengali headings: the vowel signs and reph reach 0.99 em above the baseline and 0.30 em below it
     * (Noto Serif Bengali, measured), 1.29 em in all; at 1.25 the marks of a wrapped heading's two lines
     * touch, at 1.4 they keep 0.11 em apart. Body text's 1.55 already holds them.
     */
    headingBengali: 1.4,
  },
  radius: { sm: '4px', md: '8px', lg: '14px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  },
  breakpoint: { mobile: 768 },
  media: {
    /** Narrower than the mobile breakpoint of SPEC.md §9. */
    mobile: '@media (max-width: 767.98px)',
    desktop: '@media (min-width: 768px)',
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
