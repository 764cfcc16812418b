// What the site's server knows about a failed call to an API host: the error it answers with, in
// words a person reads, and whether the failure means the host was never reached (so another host may
// take the request, when it can be sent again).

/** The API's error shape ({ message, code }), in words a person reads. */
export const GATEWAY_ERRORS: Readonly<Record<502 | 504, { message: string; code: string }>> = {
  502: { message: 'The server is not reachable right now. Please try again shortly.', code: 'BAD_GATEWAY' },
  504: { message: 'The server took too long to answer. Please try again shortly.', code: 'GATEWAY_TIMEOUT' },
};

/** Connection failures after which nothing reached the API host: another one may take the request. */
export const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
/** Requests without a body that may be sent again to another host. */
export const REPEATABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The code of the failure behind a failed fetch or forward (undici puts it on the error's cause). */
export function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** The failure behind a forward that failed: undici's error is the cause of reply-from's. */
export function failureOf(error: Error): { code?: string; message: string } {
  const cause = (error.cause ?? error) as { code?: unknown; message?: unknown };
  return {
    ...(typeof cause.code === 'string' ? { code: cause.code } : {}),
    message: String(cause.message ?? ''),
  };
}
