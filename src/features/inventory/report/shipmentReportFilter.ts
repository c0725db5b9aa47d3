import { SHIPMENT_STATUS_IDS } from '../../../domain/shipments/shipmentStatus';
import { SHIPMENT_FORMATS } from '../../../domain/shipments/shipmentTypes';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { usePlaceOptions } from '../../../domain/inventory/placeOptions';
import { EMPTY_REPORT_FILTER, placeScopes, type ReportFilterValues } from './reportFilter';

/** An origin or destination: a place of the kind the shipment type says, once there is a type. */
const placeField = (side: 'origin' | 'destination'): FilterDescription<ReportFilterValues>['fields'][number] => ({
  kind: 'choice',
  name: `${side}Id`,
  labelKey: `inventory.report.filter.${side}`,
  all: { labelKey: 'inventory.filter.all' },
  // Without a type nothing is chosen; the warehouses stand in for the closed list.
  useOptions: (draft) => usePlaceOptions(draft.format === null ? 'warehouse' : placeScopes(draft.format)[side]),
  search: true,
  enabledWhen: { test: (draft) => draft.format !== null, placeholderKey: 'inventory.report.filter.typeFirst' },
});

/** Creation dates, statuses, type, and the type's origin and destination. */
export const shipmentReportFilter: FilterDescription<ReportFilterValues> = {
  labelKey: 'inventory.report.filter.label',
  empty: EMPTY_REPORT_FILTER,
  fields: [
    { kind: 'dateRange', name: 'created', labelKey: 'inventory.report.filter.created' },
    {
      kind: 'multiChoice', name: 'statusIds', labelKey: 'inventory.report.filter.status', allKey: 'inventory.filter.all',
      options: SHIPMENT_STATUS_IDS.map((s) => ({ value: s, labelKey: `shipments.status.${s}` })),
    },
    {
      kind: 'choice', name: 'format', labelKey: 'inventory.report.filter.format', all: { labelKey: 'inventory.filter.all' }, width: 'w-16rem',
      options: SHIPMENT_FORMATS.map((f) => ({ value: f, labelKey: `shipments.format.${f}` })),
      // Another type means other kinds of places: its origin and destination start empty.
      resets: ['originId', 'destinationId'],
    },
    placeField('origin'),
    placeField('destination'),
  ],
};
