import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogNotificationPrioritiesQuery, useGetCatalogNotificationTypesQuery } from '../../api/tags/catalog';
import { useGetAccountsQuery } from '../../api/tags/security';
import { ROLE_CODES } from '../../domain/users/userSearch';
import type { OptionSource } from '../../shared/forms/fields/options';

type Read = { data?: { data: { id: number; name: string }[] }; isLoading: boolean; error?: unknown };
const byName = (read: Read, options: { value: number; label: string }[]): OptionSource<number> => ({ options, loading: read.isLoading, error: read.error });

export function usePriorityOptions(): OptionSource<number> {
  const priorities = useGetCatalogNotificationPrioritiesQuery({ onlyEnabled: true });
  const options = useMemo(() => (priorities.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })), [priorities.data]);
  return byName(priorities, options);
}

export function useTypeOptions(): OptionSource<number> {
  const types = useGetCatalogNotificationTypesQuery({ onlyEnabled: true });
  const options = useMemo(() => (types.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })), [types.data]);
  return byName(types, options);
}

/** The enabled users a notice may be sent to. */
export function useRecipientOptions(): OptionSource<number> {
  const users = useGetAccountsQuery({ onlyEnabled: true });
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: u.fullName })), [users.data]);
  return { options, loading: users.isLoading, error: users.error };
}

/** The roles, by their names in the user's language. */
export function useRoleOptions(): OptionSource<string> {
  const { t } = useTranslation();
  return useMemo(() => ({ options: ROLE_CODES.map((code) => ({ value: code, label: t(`users.roles.${code}`) })), loading: false, error: null }), [t]);
}
