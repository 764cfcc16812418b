// Multipart uploads with progress. fetch() reports no upload progress, so the two file uploads that
// show a progress bar (notices, photos) go through XMLHttpRequest, with the same base URL and bearer
// token as the shared api (shared-kit baseApi).
import { getRuntimeConfig, tokenStorage } from '@gsvmc/shared-kit';
import type { ApiError } from '@gsvmc/shared-types';

/** A failed upload: the HTTP status (0 for a network failure) and the server's message if it sent one. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Called with 0..100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Absolute URL of an API path such as `notices/upload`, under the runtime apiBaseUrl. */
export function apiUrl(path: string): string {
  const base = new URL(getRuntimeConfig().apiBaseUrl, window.location.href).href.replace(/\/$/, '');
  return `${base}/${path.replace(/^\//, '')}`;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function xhrUpload<T = unknown>(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
      } else {
        const message =
          typeof (data as ApiError | undefined)?.message === 'string' ? (data as ApiError).message : undefined;
        reject(new UploadError(xhr.status, message));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new UploadError(0, 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
