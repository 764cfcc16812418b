import { useEffect } from 'react';

/** The college's short name, after every tab title so a visitor with many tabs sees whose page it is. */
export const SITE_TITLE = 'GSVMC';

/** "Notice Board" -> "Notice Board · GSVMC": SPEC.md §2.3's words first, then where you are. */
export function documentTitle(title: string): string {
  return title ? `${title} · ${SITE_TITLE}` : SITE_TITLE;
}

/** Sets document.title while the page is shown (SPEC.md §2.3: "Landing Page", "Notice Board"). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
