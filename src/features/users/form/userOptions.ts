import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetAccessProfilesActiveQuery, useGetAccountManagerCandidatesQuery, useGetSystemGroupsQuery, type RoleCode,
} from '../../../api/tags/security';
import { ROLE_CODES } from '../../../domain/users/userSearch';
import type { FieldOption, OptionSource } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';

const idOptions = <T,>(items: T[] | undefined, toOption: (item: T) => FieldOption) => items?.map(toOption) ?? [];

export function useRoleOptions(): OptionSource<string> {
  const { t } = useTranslation();
  return useMemo(() => ({ options: ROLE_CODES.map((code: RoleCode) => ({ value: code, label: t(`users.roles.${code}`) })), loading: false, error: null }), [t]);
}

export function useLanguageOptions(): OptionSource<number> {
  const { t } = useTranslation();
  return useMemo(() => ({ options: [{ value: 1, label: t('users.languages.1') }, { value: 2, label: t('users.languages.2') }], loading: false, error: null }), [t]);
}

export function useLevelOptions(): OptionSource<number> {
  const { t } = useTranslation();
  const options = useMemo(() => Array.from({ length: LIMITS.users.levelMax + 1 }, (_, level) => ({ value: level, label: t('users.levelN', { level }) })), [t]);
  return { options, loading: false, error: null };
}

export function useProfileOptions(): OptionSource<number> {
  const query = useGetAccessProfilesActiveQuery();
  return { options: idOptions(query.data?.data, (p) => ({ value: p.id, label: p.name })), loading: query.isLoading, error: query.error };
}

export function useGroupOptions(): OptionSource<number> {
  const query = useGetSystemGroupsQuery({});
  return { options: idOptions(query.data?.data, (g) => ({ value: g.id, label: g.name })), loading: query.isLoading, error: query.error };
}

/** Superiors for a level: active operative users of a lower level, never the user being edited nor their reports. */
export function useSuperiorOptions(level: number | null, excludeUserId: number | null): OptionSource<number> {
  const query = useGetAccountManagerCandidatesQuery({ level: level ?? 0, ...(excludeUserId ? { excludeUserId } : {}) }, { skip: !level });
  return { options: idOptions(query.data?.data, (u) => ({ value: u.userId, label: u.fullName })), loading: query.isFetching, error: query.error };
}
