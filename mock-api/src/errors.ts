import type { ApiError, ApiErrorCode } from '@gsvmc/shared-types';

/** An error whose message is safe to show to the client; anything else becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Sent as the error's `field`: where the editor shows the message. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const validationFailed = (message: string) => new HttpError(400, 'VALIDATION_FAILED', message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Administrator access required') => new HttpError(403, 'FORBIDDEN', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
/** Readiness failed: never stored by a cache, so the next probe asks again. */
export const notReady = (message: string) => new HttpError(503, 'NOT_READY', message, { 'cache-control': 'no-store' });
export const unsupportedType = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'NOT_READY',
};

export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export function apiError(message: string, code: ApiErrorCode, field?: string): ApiError {
  return field === undefined ? { message, code } : { message, code, field };
}
