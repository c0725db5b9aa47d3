import { useMemo } from 'react';
import { useGetAccessListQuery } from '../api/tags/security';
import { useAppSelector } from '../core/store/hooks';
import { selectSessionStatus } from './sessionSlice';
import { hasAny } from './permissions';

/** The signed-in user's permissions (Accounts/me/GetAccessList) and a check over them. */
export function useAccessList() {
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const query = useGetAccessListQuery(undefined, { skip: !signedIn });
  const permissions = useMemo(() => new Set(query.data?.data.accessList ?? []), [query.data]);
  return {
    isLoading: signedIn && (query.isLoading || query.isUninitialized),
    error: query.error,
    refetch: query.refetch,
    permissions,
    can: (required: readonly string[]) => hasAny(permissions, required),
  };
}
