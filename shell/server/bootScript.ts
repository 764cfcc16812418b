// When a server-rendered page starts its JavaScript.
//
// The page is readable from its HTML; the JavaScript only makes it interactive (hydration). Started
// with `<script defer>`, the shell's code ran before the page's largest picture was on screen, and its
// evaluation (the federation runtime, then the shared libraries, then hydration) delayed that picture:
// Lighthouse's mobile LCP went from about 1.1 s to 3 s on pages with a photo above the fold. So the
// code is downloaded at once (a preload hint in <head>) but run only after the page's first picture
// (the one the server marked fetchpriority="high") is loaded and painted, at most BOOT_WAIT_MS after
// the HTML. Pages without such a picture start right after their first paint.
//
// It is the one inline script the site writes. Its text is fixed (the entry's URL comes from a data
// attribute), so the Content-Security-Policy allows exactly it by hash, not 'unsafe-inline'.
import { createHash } from 'node:crypto';

export const BOOT_WAIT_MS = 2500;

export const BOOT_SCRIPT = `(function () {
  var main = document.currentScript.getAttribute('data-main');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    requestAnimationFrame(function () {
      setTimeout(function () {
        var script = document.createElement('script');
        script.src = main;
        document.head.appendChild(script);
      }, 0);
    });
  }
  var picture = document.querySelector('#root img[fetchpriority="high"]');
  if (!picture || picture.complete) return start();
  picture.addEventListener('load', start);
  picture.addEventListener('error', start);
  setTimeout(start, ${BOOT_WAIT_MS});
})();`;

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
