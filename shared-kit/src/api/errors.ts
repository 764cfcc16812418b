import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '@gsvmc/shared-types';

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && typeof (data as ApiError).message === 'string';
}

/** HTTP status of a failed call, or undefined for network and other failures. */
export function getErrorStatus(error: unknown): number | undefined {
  return isFetchBaseQueryError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** The server's message when it sent one, else the fallback; never a stack or a raw object. */
export function getErrorMessage(error: FetchBaseQueryError | SerializedError | unknown, fallback: string): string {
  if (isFetchBaseQueryError(error)) {
    if (isApiError(error.data)) return error.data.message;
    return fallback;
  }
  return fallback;
}
