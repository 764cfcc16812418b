// File downloads as RTK Query endpoints. The file itself never enters the store (a Blob is not
// serialisable): the response handler saves it at once and the endpoint's data is the file name.
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The base api's query as a queryFn receives it (bound to the endpoint's api). */
type BaseQuery = (
  args: string | FetchArgs,
) => PromiseLike<{ error?: FetchBaseQueryError; data?: unknown }> | { error?: FetchBaseQueryError; data?: unknown };

/**
 * The queryFn of a download endpoint: GET `url` through the base api (token, base URL, 401 rule) and
 * save the answer as `fileName`.
 */
export function downloadQueryFn<Arg = void>(url: string, fileName: string) {
  return async (_arg: Arg, _api: unknown, _extra: unknown, baseQuery: BaseQuery) => {
    const result = await baseQuery({
      url,
      responseHandler: async (response) => {
        if (!response.ok) return response.text();
        saveFile(await response.blob(), fileName);
        return fileName;
      },
    });
    return result.error ? { error: result.error } : { data: fileName };
  };
}
