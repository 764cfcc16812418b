// File uploads as RTK Query mutations with progress. fetch() reports no upload progress, so an
// upload's queryFn sends it with XMLHttpRequest and reports progress into the `uploads` slice under
// the endpoint's name: the shape the RTK maintainers suggest (reduxjs/redux-toolkit#2678). The token,
// the base URL and the 401 rule are the base api's, so there is still one request path. Part of
// '@gsvmc/shared-kit/staff': the slice, the base URL and the session come from the core by its name.
import type { BaseQueryApi, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import { apiUrl, currentToken, endSessionIfRefused, uploadProgressed, uploadSettled } from '@gsvmc/shared-kit';

/** What an upload endpoint sends: a multipart body POSTed to an API path. */
export interface UploadRequest {
  url: string;
  body: FormData;
}

type UploadResult<T> = QueryReturnValue<T, FetchBaseQueryError, undefined>;

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function send<T>({ url, body }: UploadRequest, api: BaseQueryApi, token: string | null): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(url));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const report = (percent: number) => api.dispatch(uploadProgressed({ endpoint: api.endpoint, percent }));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) report(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        report(100);
        resolve({ data: data as T });
      } else resolve({ error: { status: xhr.status, data } });
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Network error' } });
    xhr.onabort = () => resolve({ error: { status: 'FETCH_ERROR', error: 'Upload cancelled' } });
    api.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    report(0);
    xhr.send(body);
  });
}

/**
 * The queryFn of an upload mutation: `build.mutation<Notice, NoticeUpload>({ queryFn:
 * uploadQueryFn((arg) => ({ url: 'notices/upload', body })), invalidatesTags })`. Aborting the
 * mutation's promise (leaving the page) cancels the request.
 */
export function uploadQueryFn<Arg>(toRequest: (arg: Arg) => UploadRequest) {
  return async <Result>(arg: Arg, api: BaseQueryApi): Promise<UploadResult<Result>> => {
    const sentToken = currentToken(api);
    try {
      const result = await send<Result>(toRequest(arg), api, sentToken);
      endSessionIfRefused(api, sentToken, result.error?.status);
      return result;
    } finally {
      api.dispatch(uploadSettled(api.endpoint));
    }
  };
}
