import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetCatalogClientServicesQuery, useGetCatalogCriticalitiesQuery, useGetCatalogTicketStatusesQuery,
} from '../../../api/tags/catalog';
import { useGetAccountsQuery } from '../../../api/tags/security';
import type { EscalationMeasure } from '../../../api/tags/ticket';
import type { OptionSource } from '../../../shared/forms/fields/options';

const MEASURES: readonly EscalationMeasure[] = ['TimeInStatus', 'SlaSpent'];

type Read<T> = { data?: { data: T[] }; isLoading: boolean; error?: unknown };
const source = <T,>(read: Read<T>, options: { value: number; label: string }[]): OptionSource<number> => ({ options, loading: read.isLoading, error: read.error });

/** What a threshold counts, in the user's language. */
export function useMeasureOptions(): OptionSource<string> {
  const { t } = useTranslation();
  return useMemo(() => ({ options: MEASURES.map((m) => ({ value: m, label: t(`escalations.measures.${m}`) })), loading: false, error: null }), [t]);
}

/** The enabled services of the chosen client (none until a client is chosen). */
export function useClientServiceOptions(clientId: number | null): OptionSource<number> {
  const services = useGetCatalogClientServicesQuery(clientId === null ? skipToken : { clientId });
  const options = useMemo(() => (services.data?.data ?? []).map((s) => ({ value: s.id, label: `${s.number} ${s.name}` })), [services.data]);
  return source(services, options);
}

export function useCriticalityOptions(): OptionSource<number> {
  const criticalities = useGetCatalogCriticalitiesQuery({ onlyEnabled: true });
  const options = useMemo(() => (criticalities.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [criticalities.data]);
  return source(criticalities, options);
}

export function useStatusOptions(): OptionSource<number> {
  const statuses = useGetCatalogTicketStatusesQuery({ onlyEnabled: true });
  const options = useMemo(() => (statuses.data?.data ?? []).map((s) => ({ value: s.id, label: s.name })), [statuses.data]);
  return source(statuses, options);
}

/** The enabled users a level may tell. */
export function useUserOptions(): OptionSource<number> {
  const users = useGetAccountsQuery({ onlyEnabled: true });
  const options = useMemo(() => (users.data?.data ?? []).map((u) => ({ value: u.userId, label: u.fullName })), [users.data]);
  return source(users, options);
}
