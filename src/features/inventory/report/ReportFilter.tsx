import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatusId } from '../../../api/tags/inventory';
import { SHIPMENT_STATUS_IDS } from '../../../domain/shipments/shipmentStatus';
import { SHIPMENT_FORMATS, type ShipmentFormat } from '../../../domain/shipments/shipmentTypes';
import { FilterField, FilterForm } from '../../../shared/forms/FilterForm';
import { useFilterDraft } from '../../../shared/forms/useFilterDraft';
import { DateRangePicker } from '../../../shared/ui/DateRangePicker';
import { DROPDOWN_READER_PT, namedMultiSelectPt } from '../../../shared/ui/primeReaderFixes';
import { usePlaceOptions, type InventoryScope } from '../placeOptions';
import { EMPTY_REPORT_FILTER, placeScopes, type ReportFilterValues } from './reportFilter';

interface PlacePickerProps {
  id: string;
  scope: InventoryScope;
  value: number | null;
  onChange: (placeId: number | null) => void;
}

/** An origin or destination of the type's kind. */
function PlacePicker({ id, scope, value, onChange }: PlacePickerProps) {
  const { t } = useTranslation();
  const places = usePlaceOptions(scope);
  return (
    <Dropdown inputId={id} value={value} options={places.options} onChange={(e) => onChange((e.value as number | null) ?? null)} placeholder={t('inventory.filter.all')}
      showClear filter={places.options.length > 10} loading={places.loading} className="w-14rem" pt={DROPDOWN_READER_PT} />
  );
}

/** Creation dates, statuses, type, and the type's origin and destination. */
export function ReportFilter({ value, onSearch }: { value: ReportFilterValues; onSearch: (next: ReportFilterValues) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { values: draft, change, submit, clear } = useFilterDraft(EMPTY_REPORT_FILTER, onSearch, { initial: value });
  const scopes = draft.format === null ? null : placeScopes(draft.format);
  const statusLabel = t('inventory.report.filter.status');
  const placeField = (side: 'origin' | 'destination') => (
    <FilterField htmlFor={`${id}-${side}`} label={t(`inventory.report.filter.${side}`)}>
      {scopes ? (
        // A new type shows another list: its key starts the picker afresh.
        <PlacePicker key={`${side}-${scopes[side]}`} id={`${id}-${side}`} scope={scopes[side]} value={draft[`${side}Id`]} onChange={(placeId) => change({ [`${side}Id`]: placeId })} />
      ) : (
        <Dropdown inputId={`${id}-${side}`} disabled placeholder={t('inventory.report.filter.typeFirst')} className="w-14rem" pt={DROPDOWN_READER_PT} />
      )}
    </FilterField>
  );
  return (
    <FilterForm label={t('inventory.report.filter.label')} onSubmit={submit} onClear={clear}>
      <FilterField htmlFor={`${id}-created`} label={t('inventory.report.filter.created')}>
        <DateRangePicker id={`${id}-created`} value={draft.created} onChange={(created) => change({ created })} maxDate={new Date()} />
      </FilterField>
      <FilterField htmlFor={`${id}-status`} label={statusLabel}>
        <MultiSelect inputId={`${id}-status`} value={draft.statusIds} options={SHIPMENT_STATUS_IDS.map((s) => ({ value: s, label: t(`shipments.status.${s}`) }))}
          onChange={(e) => change({ statusIds: e.value as ShipmentStatusId[] })} placeholder={t('inventory.filter.all')} display="chip" maxSelectedLabels={2} showSelectAll={false}
          className="w-16rem" pt={namedMultiSelectPt({ 'aria-label': statusLabel })} />
      </FilterField>
      <FilterField htmlFor={`${id}-format`} label={t('inventory.report.filter.format')}>
        <Dropdown inputId={`${id}-format`} value={draft.format} options={SHIPMENT_FORMATS.map((f) => ({ value: f, label: t(`shipments.format.${f}`) }))}
          // Another type means other kinds of places: its origin and destination start empty.
          onChange={(e) => change({ format: (e.value as ShipmentFormat | null) ?? null, originId: null, destinationId: null })}
          placeholder={t('inventory.filter.all')} showClear className="w-16rem" pt={DROPDOWN_READER_PT} />
      </FilterField>
      {placeField('origin')}
      {placeField('destination')}
    </FilterForm>
  );
}
