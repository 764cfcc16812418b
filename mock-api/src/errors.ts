import type {
  ApiError,
  ApiErrorCode,
  ApiErrorValuesByCode,
  FileKindName,
  ValidationRule,
  ValidationValues,
} from '@gsvmc/shared-types';

/** An error whose message is safe to show to the client; anything else becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Sent as the error's `field`: where the editor shows the message. */
    readonly field?: string,
    /** What a frontend needs to word the refusal in its reader's language. */
    readonly values?: object,
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

export function apiError(message: string, code: ApiErrorCode, field?: string, values?: object): ApiError {
  const error: ApiError = { message, code };
  if (field !== undefined) error.field = field;
  if (values !== undefined) error.values = values as ApiError['values'];
  return error;
}

/** A refusal with a code that has values: the type keeps each code's values as documented. */
export function refusal<C extends keyof ApiErrorValuesByCode>(
  status: number,
  code: C,
  message: string,
  values: ApiErrorValuesByCode[C],
): HttpError {
  const field = 'field' in values && typeof values.field === 'string' ? values.field : undefined;
  return new HttpError(status, code, message, {}, field, values);
}

/** A 400 naming the field and the rule it broke ("title is required" → field title, rule required). */
export const invalidField = (
  message: string,
  field: string,
  rule: ValidationRule,
  more: Omit<ValidationValues, 'field' | 'rule'> = {},
) => refusal(400, 'VALIDATION_FAILED', message, { field, rule, ...more });

/** The image kinds every picture upload accepts. */
export const IMAGE_KINDS: FileKindName[] = ['jpeg', 'png', 'gif', 'webp'];

export const fileTooLarge = (message: string, field: string, limit: number) =>
  refusal(413, 'FILE_TOO_LARGE', message, { field, limit });
export const fileTypeNotAllowed = (message: string, field: string, allowed: FileKindName[]) =>
  refusal(415, 'FILE_TYPE_NOT_ALLOWED', message, { field, allowed });
export const fileRequired = (message: string, field: string) => refusal(400, 'FILE_REQUIRED', message, { field });
export const linkNotAllowed = (message: string, field: string) => refusal(400, 'LINK_NOT_ALLOWED', message, { field });
