// A request body the API refused before reading it (no token, wrong role, too large) must not break
// the visitor's connection. The API answers at once; the proxy would then drop the rest of the body
// and close the socket while the browser is still sending, and the browser reports a network error
// instead of the 401 or 413 it was sent. So the body reaches the upstream through a stream of its
// own, and whatever the upstream did not read is read and discarded here, up to a bound, before the
// answer goes out: the browser finishes sending, then reads the refusal.
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';

/**
 * Beyond this, a refused body is not read on: the connection is closed after the answer (the client
 * may then see a reset). Twice the largest upload the API accepts (a 10 MB photo or PDF).
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/** The body as a stream that the upstream client may destroy without destroying the visitor's socket. */
export function detachedBody(raw: IncomingMessage): PassThrough {
  const body = new PassThrough();
  raw.pipe(body);
  body.on('close', () => raw.unpipe(body));
  detached.set(raw, body);
  return body;
}

/** Each request's detached copy, ended by drainRequest so the upstream connection is let go. */
const detached = new WeakMap<IncomingMessage, PassThrough>();

/**
 * Reads and discards what is left of the request body. Resolves true once it has all arrived, false
 * when more than `maxBytes` were left (or the client went away): then the connection should close.
 */
export function drainRequest(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    let seen = 0;
    const done = (ok: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      resolve(ok);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        raw.pause();
        done(false);
      }
    };
    const onEnd = () => done(true);
    const onClose = () => done(raw.complete);
    // The upstream has answered and reads no more: its copy goes (undici then drops that connection),
    // and would otherwise hold this stream back.
    raw.unpipe();
    detached.get(raw)?.destroy();
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('close', onClose);
    raw.resume();
  });
}
