import { useCallback, useSyncExternalStore } from 'react';
import { LIMITS } from '@gsvmc/shared-types';

export function useMediaQuery(query: string): boolean {
  // A stable subscribe per query: useSyncExternalStore unsubscribes and subscribes again whenever this
  // function changes, which an inline arrow would do on every render of every component using it.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The media query for below the 768 px breakpoint of SPEC.md §9. */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

/** A phone, or a touch screen of any width (a tablet): where every control is a thumb's target. */
export const TOUCH_QUERY = `${MOBILE_QUERY}, (pointer: coarse)`;

/** True below the 768 px breakpoint of SPEC.md §9. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
