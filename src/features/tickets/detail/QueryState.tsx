import type { ReactNode } from 'react';
import { RequestError } from '../../../shared/ui/RequestError';

interface QueryStateProps {
  query: { isLoading: boolean; error?: unknown; refetch: () => unknown };
  loading: string;
  /** Shown instead of the children when the answer holds nothing. */
  empty: string | null;
  /** Says which read failed, before the request's own message, where a tab makes more than one. */
  errorTitle?: string;
  children: ReactNode;
}

/**
 * A tab section's read: loading, the request's error with a retry, an empty sentence, or the content.
 * Shared by the movements, closure, related services, history and tasks tabs.
 */
export function QueryState({ query, loading, empty, errorTitle, children }: QueryStateProps) {
  if (query.isLoading) {
    return (
      <p role="status" className="text-700">
        <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
        {loading}
      </p>
    );
  }
  if (query.error) {
    return (
      <RequestError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />
    );
  }
  if (empty !== null) return <p role="status" className="text-700">{empty}</p>;
  return <>{children}</>;
}
