// An upload with progress as a hook: progress state, and the same session rule as the shared api
// (a 401 on a call made with a token ends the session).
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionExpired, tokenStorage, useAppDispatch } from '@gsvmc/shared-kit';
import { UploadError, xhrUpload } from './xhrUpload';

export function useUpload() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload still running, so no state is set after unmount.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async <T>(path: string, body: FormData): Promise<T> => {
      controller.current = new AbortController();
      const hadToken = tokenStorage.get() !== null;
      setProgress(0);
      try {
        return await xhrUpload<T>(path, body, { onProgress: setProgress, signal: controller.current.signal });
      } catch (error) {
        if (error instanceof UploadError && error.status === 401 && hadToken) {
          tokenStorage.clear();
          dispatch(sessionExpired());
        }
        throw error;
      } finally {
        setProgress(null);
      }
    },
    [dispatch],
  );

  return { upload, progress, uploading: progress !== null };
}
