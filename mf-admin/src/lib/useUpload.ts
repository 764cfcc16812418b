// An upload mutation as the admin's forms use it: the progress its queryFn reports (shared-kit's
// uploads slice), a Cancel for a long upload, and leaving the page cancels an upload still running.
import { useCallback, useEffect, useRef } from 'react';
import { useAppSelector } from '@gsvmc/shared-kit';

/** What an RTK Query mutation trigger returns. */
interface MutationCall<Result> {
  unwrap(): Promise<Result>;
  abort(): void;
}

export function useUpload<Arg, Result>(endpoint: string, trigger: (arg: Arg) => MutationCall<Result>) {
  const progress = useAppSelector((state) => state.uploads[endpoint] ?? null);
  const running = useRef<MutationCall<Result> | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (arg: Arg): Promise<Result> => {
      const call = trigger(arg);
      running.current = call;
      try {
        return await call.unwrap();
      } finally {
        running.current = null;
      }
    },
    [trigger],
  );

  /** Stops the upload under way (its request is aborted); its `upload` promise rejects. */
  const cancel = useCallback(() => running.current?.abort(), []);

  return { upload, cancel, progress, uploading: progress !== null };
}

/** Whether a failed upload was one the user cancelled (shared-kit's uploadQueryFn says so). */
export function wasCancelled(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, error: reason } = error as { name?: unknown; error?: unknown };
  return name === 'AbortError' || reason === 'Upload cancelled';
}
