import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { useGetAccountsQuery } from '../../../api/tags/security';
import type { OptionSource } from '../../../shared/forms/fields/options';
import type { GroupValues } from './groupForm';

/** The active users a group may hold: engineers only when the form says so. */
export function useMemberOptions(): OptionSource<number> {
  const { engineerOnly } = useFormikContext<GroupValues>().values;
  const users = useGetAccountsQuery(engineerOnly ? { roleCodes: ['ENG'], onlyEnabled: true } : { onlyEnabled: true });
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: `${u.fullName} (${u.email})` })), [users.data]);
  return { options, loading: users.isLoading, error: users.error };
}
