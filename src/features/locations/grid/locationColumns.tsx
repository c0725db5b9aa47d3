import type { TFunction } from 'i18next';
import type { Location } from '../../../api/tags/geography';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof Location & string;

/** The spec's columns (002 section 3) in its order, each with its header's key under locations.fields. */
const COLUMNS: readonly { field: Field; format?: ColumnFormat; width?: string }[] = [
  { field: 'clientName', width: '12rem' },
  { field: 'enabled', format: 'enabled', width: '7rem' },
  { field: 'name', width: '14rem' },
  { field: 'locationPriorityName', width: '9rem' },
  { field: 'comercialName', width: '14rem' },
  { field: 'address', width: '16rem' },
  { field: 'postalCode', width: '7rem' },
  { field: 'locality', width: '10rem' },
  { field: 'municipalityName', width: '10rem' },
  { field: 'countryStateName', width: '10rem' },
  { field: 'regionName', width: '8rem' },
  { field: 'latitude', format: 'number' },
  { field: 'longitude', format: 'number' },
  { field: 'additionalInfo', width: '14rem' },
];

/** The priority's colour beside its name, as the catalogue shows it. */
const priorityChip = (row: Location, text: string) => (
  <span className="inline-flex align-items-center gap-2">
    {row.locationPriorityHexColor && <span aria-hidden="true" className="border-circle inline-block w-1rem h-1rem" style={{ background: row.locationPriorityHexColor }} />}
    {text}
  </span>
);

/** The location grid's (and exports') columns. */
export const locationColumns = (t: TFunction, labels: ExportLabels): PageColumn<Location>[] =>
  COLUMNS.map(({ field, format, width }) =>
    valueColumn<Location>(labels, {
      id: field, header: t(`locations.fields.${field}`), format, width, sortField: field,
      render: field === 'locationPriorityName' ? priorityChip : undefined,
    }),
  );
