import { useMemo } from 'react';
import { useGetCouriersQuery } from '../../../api/tags/catalog';
import { SHIPMENT_STATUS_IDS } from '../../../domain/shipments/shipmentStatus';
import { SHIPMENT_FORMATS } from '../../../domain/shipments/shipmentTypes';
import type { OptionSource } from '../../../shared/forms/fields/options';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { EMPTY_FILTER, shipmentIdInput, type ShipmentFilterValues } from './shipmentFilter';

function useCourierOptions(): OptionSource<number> {
  const couriers = useGetCouriersQuery();
  const options = useMemo(() => (couriers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [couriers.data]);
  return { options, loading: couriers.isLoading, error: couriers.error };
}

const ANY = { labelKey: 'shipments.find.any' };

/** The shipment search's filters: id, guide number, type, status, courier and creation dates. */
export const shipmentSearchFilter: FilterDescription<ShipmentFilterValues> = {
  labelKey: 'shipments.find.filters',
  empty: EMPTY_FILTER,
  fields: [
    { kind: 'text', name: 'shipmentId', labelKey: 'shipments.fields.shipmentId', max: LIMITS.shipments.shipmentIdMax, accept: shipmentIdInput, inputMode: 'numeric', width: 'w-8rem' },
    { kind: 'text', name: 'guideNumber', labelKey: 'shipments.fields.guideNumber', max: LIMITS.shipments.guideNumberMax, width: 'w-14rem' },
    { kind: 'choice', name: 'format', labelKey: 'shipments.fields.format', all: ANY, options: SHIPMENT_FORMATS.map((f) => ({ value: f, labelKey: `shipments.format.${f}` })) },
    { kind: 'choice', name: 'statusId', labelKey: 'shipments.fields.status', all: ANY, options: SHIPMENT_STATUS_IDS.map((s) => ({ value: s, labelKey: `shipments.status.${s}` })) },
    { kind: 'choice', name: 'courierId', labelKey: 'shipments.fields.courier', all: ANY, useOptions: useCourierOptions },
    { kind: 'dateRange', name: 'created', labelKey: 'shipments.fields.createdDate' },
  ],
};
