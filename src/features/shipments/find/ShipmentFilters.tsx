import { useId, useState, type FormEvent } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetCouriersQuery } from '../../../api/tags/catalog';
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
  const [values, setValues] = useState<ShipmentFilterValues>(value);
  const couriers = useGetCouriersQuery();
  const expanded = {
    format: useComboboxExpanded(),
    status: useComboboxExpanded(),
    courier: useComboboxExpanded(),
  };

  const change = (changes: Partial<ShipmentFilterValues>) => setValues((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  const clear = () => {
    setValues(EMPTY_FILTER);
    onSearch(EMPTY_FILTER);
  };
  const label = (id: string, key: string) => (
    <label htmlFor={id} className="font-medium">
      {t(`shipments.fields.${key}`)}
    </label>
  );
  const dropdown = {
    placeholder: t('shipments.find.any'),
    showClear: true,
    style: { minWidth: '11rem' },
  };

  return (
    <form
      className="surface-card border-round shadow-1 p-3 flex flex-wrap align-items-end gap-3"
      noValidate
      onSubmit={submit}
      aria-label={t('shipments.find.filters')}
    >
      <div className="flex flex-column gap-1">
        {label(ids.id, 'shipmentId')}
        <input
          id={ids.id}
          className="p-inputtext"
          inputMode="numeric"
          value={values.shipmentId}
          maxLength={LIMITS.shipments.shipmentIdMax}
          onChange={(e) => change({ shipmentId: shipmentIdInput(e.target.value) })}
          style={{ width: '8rem' }}
        />
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.guide, 'guideNumber')}
        <input
          id={ids.guide}
          type="search"
          className="p-inputtext"
          value={values.guideNumber}
          maxLength={LIMITS.shipments.guideNumberMax}
          onChange={(e) => change({ guideNumber: e.target.value })}
        />
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.format, 'format')}
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
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.status, 'status')}
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
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.courier, 'courier')}
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
      </div>
      <div className="flex flex-column gap-1">
        {label(ids.created, 'createdDate')}
        <DateRangePicker id={ids.created} value={values.created} onChange={(created) => change({ created })} maxDate={new Date()} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="p-button">
          <span className="pi pi-search mr-2" aria-hidden="true" />
          {t('shipments.find.search')}
        </button>
        <button type="button" className="p-button p-button-text" onClick={clear}>
          {t('shipments.find.clear')}
        </button>
      </div>
    </form>
  );
}
