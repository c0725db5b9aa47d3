import { useMemo } from 'react';
import { useGetAccountsQuery } from '../../../api/tags/security';
import type { OptionSource } from '../../../shared/forms/fields/options';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { EMPTY_RANGE, type DateRange } from '../../../shared/ui/DateRangePicker';

export interface AuditFilterValue {
  userId: number | null;
  dates: DateRange;
}

export const EMPTY_AUDIT_FILTER: AuditFilterValue = { userId: null, dates: EMPTY_RANGE };

/** Every user, named with the e-mail that tells namesakes apart. */
function useUserOptions(): OptionSource<number> {
  const users = useGetAccountsQuery({});
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: `${u.fullName} (${u.email})` })), [users.data]);
  return { options, loading: users.isLoading, error: users.error };
}

/** Whose permissions (one user or everybody) and when they changed. */
export const permissionsAuditFilter: FilterDescription<AuditFilterValue> = {
  labelKey: 'accessControl.filter.label',
  empty: EMPTY_AUDIT_FILTER,
  fields: [
    { kind: 'choice', name: 'userId', labelKey: 'accessControl.audit.user', all: { labelKey: 'accessControl.audit.allUsers' }, search: true, useOptions: useUserOptions, width: 'w-20rem' },
    { kind: 'dateRange', name: 'dates', labelKey: 'accessControl.filter.dates' },
  ],
};
