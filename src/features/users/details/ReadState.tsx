import type { ReactNode } from 'react';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useUserErrorMessage } from '../useUserErrorMessage';

/** A read's state in a tab: loading, its refusal in the user's words, or the content. */
export function ReadState({ loading, error, children }: { loading: boolean; error: unknown; children: ReactNode }) {
  const errorMessage = useUserErrorMessage();
  if (loading) return <PageLoader />;
  if (error) return <p role="alert" className="p-error m-0">{errorMessage(error)}</p>;
  return <>{children}</>;
}
