import { useEffect } from 'react';

/** Sets document.title while the page is shown (SPEC.md §2.3: "Landing Page", "Notice Board"). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
