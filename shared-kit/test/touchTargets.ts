// The touch-target rules of every staff list (shared-kit's RowActions and Button on a phone), as tests
// read them in jsdom, for any package's tests (import by path, like the other helpers here).
import { theme } from '../src/theme/theme';
import { TOUCH_QUERY } from '../src/hooks/useMediaQuery';

const bare = (query: string) => query.replace(/^@media\s+/, '').replace(/\s+/g, '');
/** The media queries that apply on a phone: the theme's mobile one, and the touch one (phone or tablet). */
const PHONE = new Set([bare(theme.media.mobile), bare(TOUCH_QUERY)]);

/**
 * The declarations an element gets on a phone from the theme's mobile media query or the touch one
 * (TOUCH_QUERY; jsdom applies no media query, so getComputedStyle shows only the wide-screen rules):
 * the rules in those queries whose selector the element matches, later ones winning.
 */
export function phoneStyle(element: Element): Record<string, string> {
  return styleIn(element, PHONE);
}

/** The declarations an element gets from the touch query alone (a phone or a touch screen of any width). */
export function touchStyle(element: Element): Record<string, string> {
  return styleIn(element, new Set([bare(TOUCH_QUERY)]));
}

function styleIn(element: Element, queries: ReadonlySet<string>): Record<string, string> {
  const style: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !queries.has(bare(rule.media.mediaText))) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule) || !element.matches(inner.selectorText)) continue;
        for (const name of Array.from(inner.style)) style[name] = inner.style.getPropertyValue(name);
      }
    }
  }
  return style;
}

/** The smallest height and width a phone draws the element at (a thumb's target needs 44 × 44 px). */
export function phoneTarget(element: Element): { minHeight: string; minWidth: string } {
  const { 'min-height': minHeight = '', 'min-width': minWidth = '' } = phoneStyle(element);
  return { minHeight, minWidth };
}

/**
 * RowActions' rule, as a list draws it: the destructive action (Delete, Purge) in a group of its own
 * that holds none of the row's other actions, a rule and 32 px after them on a wide screen, on a line
 * of its own on a phone; every one of them at least 44 × 44 px on a phone.
 */
export function expectSetApart(destructive: HTMLElement, others: HTMLElement[]) {
  const group = destructive.parentElement!;
  for (const other of others) expect(group).not.toContainElement(other);
  expect(getComputedStyle(group).paddingInlineStart).toBe('16px');
  expect(getComputedStyle(group).borderInlineStart).toMatch(/^1px solid/);
  expect(phoneStyle(group).flex).toBe('1 1 100%');
  for (const action of [destructive, ...others]) {
    expect(phoneTarget(action)).toEqual({ minHeight: '44px', minWidth: '44px' });
  }
}
