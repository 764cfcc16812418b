// Whether a page carries the base style (globalCss.ts) already: in the kit's core, which every page
// downloads, without the style's text itself.

/** The id of the <style> element that carries the base style in a page the site's server sent. */
export const GLOBAL_STYLE_ID = 'gsvmc-base-style';

/**
 * Whether the page already carries the base style (sent by the site's server): then the browser need
 * not build it again. Building it means running styled-components' CSS parser for the first time, a
 * step of 5-15 ms on a phone inside the page's hydration.
 */
export function documentHasGlobalStyle(doc: Document | undefined = globalThis.document): boolean {
  return Boolean(doc?.getElementById(GLOBAL_STYLE_ID));
}
