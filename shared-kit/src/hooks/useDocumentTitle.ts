import { createContext, useContext, useEffect } from 'react';

/** The college's short name, after every tab title so a visitor with many tabs sees whose page it is. */
export const SITE_TITLE = 'GSVMC';

/** "Notice Board" -> "Notice Board · GSVMC": SPEC.md §2.3's words first, then where you are. */
export function documentTitle(title: string): string {
  return title ? `${title} · ${SITE_TITLE}` : SITE_TITLE;
}

/** What a page rendered on the server says about the document's head (its own title, from its data). */
export interface DocumentHead {
  title?: string;
}

/** Given by the server render only: in the browser the hook sets document.title itself. */
export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** Sets document.title while the page is shown (SPEC.md §2.3: "Landing Page", "Notice Board"). */
export function useDocumentTitle(title: string) {
  const head = useContext(DocumentHeadContext);
  // On the server there is no document: the title is kept for the head the site's server writes.
  if (head) head.title = title;
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
