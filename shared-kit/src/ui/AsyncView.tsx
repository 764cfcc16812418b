// The one loading ladder of every list and detail page (STYLE.md "Data and errors"): loading, error
// with Retry, empty, data, each reachable by role in tests (status, alert, status).
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import { EmptyState, ErrorState } from './States';

/** What an RTK Query hook returns, as far as the ladder needs it. */
export interface AsyncQuery<T> {
  data?: T;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface AsyncViewProps<T> {
  query: AsyncQuery<T>;
  /** Spinner text, e.g. "Loading photos...". */
  loading: string;
  /** The error's headline (SPEC.md §8's words); Retry refetches. */
  error: string;
  errorDetail?: string;
  /** What an empty answer shows; without it an empty answer renders `children` too. */
  empty?: ReactNode;
  /** When the answer counts as empty; an empty array by default. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export function AsyncView<T>({
  query,
  loading,
  error,
  errorDetail,
  empty,
  isEmpty = emptyArray,
  children,
}: AsyncViewProps<T>) {
  const { data, isLoading, isFetching, isError, refetch } = query;
  // A refetch after an error shows the spinner again rather than the stale error.
  if (data === undefined && (isLoading || isFetching)) return <Spinner label={loading} />;
  if (isError) return <ErrorState message={error} detail={errorDetail} onRetry={() => void refetch()} />;
  if (data === undefined) return <Spinner label={loading} />;
  if (empty !== undefined && isEmpty(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
