import { useMemo } from 'react';
import { useGetAccountsQuery } from '../../api/tags/security';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled users as choice options, by full name (a solution's owners, a problem's requester and assignee). */
export function useEnabledUserOptions(): OptionSource<number> {
  const users = useGetAccountsQuery({ onlyEnabled: true });
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: u.fullName })), [users.data]);
  return { options, loading: users.isLoading, error: users.error };
}
