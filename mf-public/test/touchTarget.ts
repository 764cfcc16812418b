// The size a link gets from shared-kit's phoneTapTarget, as tests read it in jsdom (which applies no
// media query, so getComputedStyle shows only the wide-screen rules).
import { MOBILE_QUERY } from '@gsvmc/shared-kit';

const TOUCH = `${MOBILE_QUERY}, (pointer: coarse)`.replace(/\s+/g, '');

/** The least height and width the rules for a phone or a touch screen give `element` ('' for none). */
export function touchTarget(element: Element): { minHeight: string; minWidth: string } {
  const found = { minHeight: '', minWidth: '' };
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText.replace(/\s+/g, '') !== TOUCH) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        found.minHeight = inner.style.getPropertyValue('min-height') || found.minHeight;
        found.minWidth = inner.style.getPropertyValue('min-width') || found.minWidth;
      }
    }
  return found;
}
