import type { TFunction } from 'i18next';
import type { Warehouse } from '../../../api/tags/inventory';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof Warehouse & string;

/** Each column's row field and its header's key under inventory.warehouses.fields. */
const COLUMNS: readonly { field: Field; label: string; format?: ColumnFormat; width?: string }[] = [
  { field: 'warehouseId', label: 'warehouseId', format: 'number', width: '6rem' },
  { field: 'warehouseName', label: 'warehouseName', width: '14rem' },
  { field: 'address', label: 'address', width: '14rem' },
  { field: 'exteriorNumber', label: 'exteriorNumber' },
  { field: 'interiorNumber', label: 'interiorNumber' },
  { field: 'postalCode', label: 'postalCode', width: '8rem' },
  { field: 'latitude', label: 'latitude', format: 'number' },
  { field: 'longitude', label: 'longitude', format: 'number' },
  { field: 'partnerName', label: 'partnerId' },
  { field: 'responsibleName', label: 'responsibleId', width: '12rem' },
  { field: 'secondaryResponsibleName', label: 'secondaryResponsibleId', width: '12rem' },
  { field: 'enabled', label: 'enabled', format: 'enabled', width: '7rem' },
];

/** The warehouse grid's (and exports') columns. */
export const warehouseColumns = (t: TFunction, labels: ExportLabels): PageColumn<Warehouse>[] =>
  COLUMNS.map(({ field, label, format, width }) =>
    valueColumn<Warehouse>(labels, { id: field, header: t(`inventory.warehouses.fields.${label}`), format, width, sortField: field }),
  );
