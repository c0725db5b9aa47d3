import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetCouriersQuery } from '../../../api/tags/catalog';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { useFilterDraft } from '../../../shared/forms/useFilterDraft';
import { DateRangePicker } from '../../../shared/ui/DateRangePicker';
import { useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../../shared/validation/limits';
import { SHIPMENT_FORMATS } from '../../../domain/shipments/shipmentTypes';
import { SHIPMENT_STATUS_IDS } from '../../../domain/shipments/shipmentStatus';
import { EMPTY_FILTER, shipmentIdInput, type ShipmentFilterValues } from './shipmentFilter';

/** The shipment search's filters: id, guide number, type, status, courier and creation dates. */
export function ShipmentFilters({ value, onSearch }: { value: ShipmentFilterValues; onSearch: (values: ShipmentFilterValues) => void }) {
  const { t } = useTranslation();
  const ids = {
    id: useId(),
    guide: useId(),
    format: useId(),
    status: useId(),
    courier: useId(),
    created: useId(),
  };
  const { values, change, submit, clear } = useFilterDraft(EMPTY_FILTER, onSearch, { initial: value });
  const couriers = useGetCouriersQuery();
  const expanded = {
    format: useComboboxExpanded(),
    status: useComboboxExpanded(),
    courier: useComboboxExpanded(),
  };
  const label = (key: string) => t(`shipments.fields.${key}`);
  const dropdown = {
    placeholder: t('shipments.find.any'),
    showClear: true,
    style: { minWidth: '11rem' },
  };

  return (
    <FilterForm label={t('shipments.find.filters')} onSubmit={submit} onClear={clear} className="surface-card border-round shadow-1 p-3">
      <FilterField label={label('shipmentId')} htmlFor={ids.id}>
        <input
          id={ids.id}
          className="p-inputtext"
          inputMode="numeric"
          value={values.shipmentId}
          maxLength={LIMITS.shipments.shipmentIdMax}
          onChange={(e) => change({ shipmentId: shipmentIdInput(e.target.value) })}
          style={{ width: '8rem' }}
        />
      </FilterField>
      <FilterField label={label('guideNumber')} htmlFor={ids.guide}>
        <input
          id={ids.guide}
          type="search"
          className="p-inputtext"
          value={values.guideNumber}
          maxLength={LIMITS.shipments.guideNumberMax}
          onChange={(e) => change({ guideNumber: e.target.value })}
        />
      </FilterField>
      <FilterField label={label('format')} htmlFor={ids.format}>
        <Dropdown
          {...expanded.format}
          {...dropdown}
          inputId={ids.format}
          value={values.format}
          options={SHIPMENT_FORMATS.map((f) => ({
            value: f,
            label: t(`shipments.format.${f}`),
          }))}
          onChange={(e) => change({ format: e.value ?? null })}
        />
      </FilterField>
      <FilterField label={label('status')} htmlFor={ids.status}>
        <Dropdown
          {...expanded.status}
          {...dropdown}
          inputId={ids.status}
          value={values.statusId}
          options={SHIPMENT_STATUS_IDS.map((s) => ({
            value: s,
            label: t(`shipments.status.${s}`),
          }))}
          onChange={(e) => change({ statusId: e.value ?? null })}
        />
      </FilterField>
      <FilterField label={label('courier')} htmlFor={ids.courier}>
        <Dropdown
          {...expanded.courier}
          {...dropdown}
          inputId={ids.courier}
          value={values.courierId}
          loading={couriers.isLoading}
          options={(couriers.data?.data ?? []).map((c) => ({
            value: c.id,
            label: c.name,
          }))}
          onChange={(e) => change({ courierId: e.value ?? null })}
        />
      </FilterField>
      <FilterField label={label('createdDate')} htmlFor={ids.created}>
        <DateRangePicker id={ids.created} value={values.created} onChange={(created) => change({ created })} maxDate={new Date()} />
      </FilterField>
    </FilterForm>
  );
}
