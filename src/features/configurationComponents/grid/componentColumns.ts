import type { TFunction } from 'i18next';
import type { ProductRead as Product } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { movementTypeNameIn } from '../../../domain/inventory/movementTypes';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof Product & string;

/**
 * Every label of spec 001 section 3 for a configuration component that the Product read carries, in the spec's
 * order; each header's key under components.grid.fields. Every column sorts by its own field (the search sorts by
 * any Product field).
 */
const COLUMNS: readonly { field: Field; format?: ColumnFormat; width?: string }[] = [
  { field: 'productId', format: 'number', width: '6rem' },
  { field: 'serialNumber', width: '12rem' },
  { field: 'description', width: '14rem' },
  { field: 'brandName' },
  { field: 'modelName' },
  { field: 'modelDescription', width: '12rem' },
  { field: 'componentStatusName', width: '10rem' },
  { field: 'conditionName' },
  // The spec's "client property (Si/No)": the export's siNo format, the same word in both languages, on screen and in files.
  { field: 'isClientProperty', format: 'siNo', width: '8rem' },
  { field: 'clientName', width: '12rem' },
  { field: 'responsibleTypeName' },
  { field: 'responsibleName', width: '12rem' },
  { field: 'locationName', width: '12rem' },
  { field: 'warehouseOutput' },
  { field: 'ip' },
  { field: 'port', format: 'number' },
  { field: 'simNumber' },
  { field: 'imeiNumber' },
  { field: 'operatorName' },
  { field: 'installedDate', format: 'date' },
  { field: 'withdrawnDate', format: 'date' },
  { field: 'registeredDate', format: 'date' },
  { field: 'lastMovementDate', format: 'date' },
  { field: 'lastMovementType' },
  { field: 'productTiNumber' },
  { field: 'cost', format: 'money' },
  { field: 'currencyName' },
  { field: 'value' },
  { field: 'kitName' },
  { field: 'ciKit' },
];

/** Shown at first: what tells components apart; the rest through the column chooser (and kept by named views). */
export const HIDDEN_COMPONENT_COLUMNS: readonly Field[] = [
  'productId', 'modelDescription', 'warehouseOutput', 'port', 'simNumber', 'imeiNumber', 'operatorName', 'installedDate', 'withdrawnDate',
  'lastMovementDate', 'lastMovementType', 'productTiNumber', 'cost', 'currencyName', 'value', 'kitName', 'ciKit',
];

/** The grid's (and exports') columns; a status reads in the user's language (the service sends it in Spanish). */
export function componentColumns(t: TFunction, labels: ExportLabels): PageColumn<Product>[] {
  const statusName = componentStatusNameIn(t);
  const movementName = movementTypeNameIn(t);
  return COLUMNS.map(({ field, format, width }) =>
    valueColumn<Product>(labels, {
      id: field,
      header: t(`components.grid.fields.${field}`),
      format,
      width,
      sortField: field,
      ...(field === 'componentStatusName' ? { value: (row: Product) => statusName(row.componentStatusId, row.componentStatusName) } : {}),
      ...(field === 'lastMovementType' ? { value: (row: Product) => movementName(row.lastMovementCode, row.lastMovementType) } : {}),
    }),
  );
}
