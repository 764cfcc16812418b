// Where a page opened inside the site starts, as a full page load would start it: at its top, or at
// the place its address names ("/facilities#facilities-hostel", a search hit's section). A remote's
// page draws that place later (its code and its content arrive after the navigation), so the place
// is waited for and scrolled to once it is drawn and shown; a visitor who starts scrolling, tapping
// or typing meanwhile has taken over, and the wait ends. The first page is left to the browser,
// which has already scrolled to its address's place, or back to where a reload left the visitor.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const TAKING_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to the element `id` names as soon as it is drawn and shown; returns how to stop waiting. */
export function scrollWhenShown(id: string): () => void {
  const shown = () => {
    const place = document.getElementById(id);
    if (!place || place.getClientRects().length === 0) return false;
    // The fixed header's height is kept clear by the frame's scroll margin.
    place.scrollIntoView({ block: 'start' });
    return true;
  };
  if (shown()) return () => {};
  window.scrollTo({ top: 0 });
  const observer = new MutationObserver(() => {
    if (shown()) stop();
  });
  function stop() {
    observer.disconnect();
    for (const type of TAKING_OVER) window.removeEventListener(type, stop, true);
  }
  // A tab or disclosure holding the place is shown by an attribute (hidden, open), not a new node.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  for (const type of TAKING_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

export function useScrollOnNavigate() {
  const { key, hash } = useLocation();
  // The entry the tab opened on (its key stays the same when an effect runs again on it).
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return;
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0 });
      return;
    }
    return scrollWhenShown(id);
    // The key changes with every navigation, the hash with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
