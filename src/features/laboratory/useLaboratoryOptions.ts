import { useMemo } from 'react';
import { useGetWarehousesQuery } from '../../api/tags/inventory';
import { useGetLaboratoriesQuery, useGetLaboratoryTechniciansQuery } from '../../api/tags/product';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled laboratories as options. */
export function useLaboratoryOptions(): OptionSource<number> {
  const labs = useGetLaboratoriesQuery();
  const options = useMemo(() => (labs.data?.data ?? []).map((l) => ({ value: l.laboratoryId, label: l.name })), [labs.data]);
  return { options, loading: labs.isLoading, error: labs.error };
}

/** Who may be assigned a component in a laboratory. */
export function useTechnicianOptions(): OptionSource<number> {
  const techs = useGetLaboratoryTechniciansQuery();
  const options = useMemo(() => (techs.data?.data ?? []).map((u) => ({ value: u.userId, label: u.fullName })), [techs.data]);
  return { options, loading: techs.isLoading, error: techs.error };
}

/** The enabled warehouses a component returns to. */
export function useReturnWarehouseOptions(): OptionSource<number> {
  const warehouses = useGetWarehousesQuery({ onlyEnabled: true });
  const options = useMemo(() => (warehouses.data?.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName })), [warehouses.data]);
  return { options, loading: warehouses.isLoading, error: warehouses.error };
}
