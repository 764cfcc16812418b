// An upload mutation as the admin's forms use it: the progress its queryFn reports (shared-kit's
// uploads slice), and leaving the page cancels an upload still running.
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

  return { upload, progress, uploading: progress !== null };
}
