// The site's disclosures (the phone menu, its groups, the departments' groups) are native
// <details>/<summary>, so they open from the server's HTML before any script runs. A <summary> has no
// button role in Testing Library's role table and carries no aria-expanded (the browser exposes the
// open state of its <details> itself; the HTML checker refuses the attribute there), so tests find a
// toggle by its words and read the open state from its <details>.
import { within } from '@testing-library/react';

/** The words a reader hears: the toggle's text without its aria-hidden decoration (a chevron). */
function spokenText(element: Element): string {
  return Array.from(element.childNodes)
    .map((node) => {
      if (!(node instanceof Element)) return node.textContent ?? '';
      return node.getAttribute('aria-hidden') === 'true' ? '' : spokenText(node);
    })
    .join('')
    .trim();
}

const matches = (text: string, name: string | RegExp) => (typeof name === 'string' ? text === name : name.test(text));

/** The <summary> in `scope` whose words are `name`; throws (like getByRole) when none or several are. */
export function getDisclosure(scope: HTMLElement, name: string | RegExp): HTMLElement {
  return within(scope).getByText(
    (_content, element) => element?.tagName === 'SUMMARY' && matches(spokenText(element), name),
  );
}

/** Whether the <summary>'s <details> is open. */
export function isOpen(toggle: HTMLElement): boolean {
  const details = toggle.closest('details');
  if (!details) throw new Error('This toggle is not the summary of a <details>.');
  return details.open;
}
