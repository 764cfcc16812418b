import { useEffect, useRef, useState } from 'react';

/**
 * SPEC.md §2.2: the bar hides when the user scrolls down and comes back when they scroll up. Small
 * movements (under `threshold` px) are ignored so the bar does not flicker, and it always shows near
 * the top of the page.
 */
export function useHideOnScroll({ threshold = 8, topZone = 80 }: { threshold?: number; topZone?: number } = {}) {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    // Where the page starts (a reload may restore a scrolled position) is read at the next frame, not
    // here: reading scrollY in an effect forced a layout of the whole page inside hydration's commit
    // on a phone (Total Blocking Time). Until then the bar assumes the top.
    const readStart = () => {
      last.current = Math.max(0, window.scrollY);
    };
    const startFrame = typeof window.requestAnimationFrame === 'function' ? window.requestAnimationFrame(readStart) : 0;
    if (!startFrame) readStart();
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - last.current;
      if (y <= topZone) setHidden(false);
      else if (delta > threshold) setHidden(true);
      else if (delta < -threshold) setHidden(false);
      else return;
      last.current = y;
    };
    const onScroll = () => {
      if (typeof window.requestAnimationFrame !== 'function') update();
      else if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (startFrame) window.cancelAnimationFrame(startFrame);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold, topZone]);
  return hidden;
}
