// The touch-target rules of every staff list (shared-kit's RowActions and Button on a phone), as tests
// read them in jsdom, for any package's tests (import by path, like the other helpers here).
import { theme } from '../src/theme/theme';

const PHONE = theme.media.mobile.replace(/^@media\s+/, '');

/**
 * The declarations an element gets on a phone from the theme's mobile media query (jsdom applies no
 * media query, so getComputedStyle shows only the wide-screen rules): the rules in that query whose
 * selector the element matches, later ones winning.
 */
export function phoneStyle(element: Element): Record<string, string> {
  const style: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== PHONE) continue;
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
