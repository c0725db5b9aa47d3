import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogAuditTypesQuery } from '../../api/tags/catalog';
import type { AuditPlaceType, AuditStatus } from '../../api/tags/inventory';
import { useTaskForceOptions } from '../../domain/inventory/placeOptions';
import { useEnabledWarehouseOptions } from '../../domain/inventory/useEnabledWarehouseOptions';
import type { FieldOption, OptionSource } from '../../shared/forms/fields/options';

const fixed = <Value,>(options: FieldOption<Value>[]): OptionSource<Value> => ({ options, loading: false, error: undefined });

/** The enabled audit types (catalogue `audit`). */
export function useAuditTypeOptions(): OptionSource<number> {
  const types = useGetCatalogAuditTypesQuery({ onlyEnabled: true });
  const options = useMemo(() => (types.data?.data ?? []).map((type) => ({ value: type.id, label: type.name })), [types.data]);
  return { options, loading: types.isLoading, error: types.error };
}

export function usePlaceTypeOptions(): OptionSource<AuditPlaceType> {
  const { t } = useTranslation();
  return useMemo(() => fixed<AuditPlaceType>([{ value: 'Warehouse', label: t('audits.placeTypes.Warehouse') }, { value: 'TaskForce', label: t('audits.placeTypes.TaskForce') }]), [t]);
}

export function useStatusOptions(): OptionSource<AuditStatus> {
  const { t } = useTranslation();
  return useMemo(() => fixed<AuditStatus>([{ value: 'Open', label: t('audits.statuses.Open') }, { value: 'Closed', label: t('audits.statuses.Closed') }]), [t]);
}

/** The places an audit may count of the chosen kind: enabled warehouses or the user's task forces. */
export function useAuditPlaceOptions(placeType: AuditPlaceType | null): OptionSource<number> {
  const warehouses = useEnabledWarehouseOptions();
  const taskForces = useTaskForceOptions(placeType !== 'TaskForce');
  if (placeType === 'Warehouse') return warehouses;
  return placeType === 'TaskForce' ? taskForces : fixed<number>([]);
}
