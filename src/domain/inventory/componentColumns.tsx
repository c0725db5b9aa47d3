import type { TFunction } from 'i18next';
import type { ConfigurationComponentRow } from '../../api/tags/inventory';
import type { ColumnFormat, ExportLabels } from '../../shared/export';
import { valueColumn, type PageColumn } from '../../shared/ui/GridPage/pageColumns';
import { componentStatusNameIn } from './componentStatuses';
import { movementTypeNameIn } from './movementTypes';

type Field = keyof ConfigurationComponentRow & string;

/**
 * Every label of the configuration component (spec 001 section 3) and where the ledger has it, with what
 * an inventory check reads first in front. Each column is its row field (the service sorts by it); the
 * status is written in the user's language and client property as Si/No (the spec's export formatting).
 */
const COLUMNS: readonly { field: Field; format?: ColumnFormat; width?: string }[] = [
  { field: 'productId', format: 'number', width: '6rem' },
  { field: 'placeName', width: '14rem' },
  { field: 'serialNumber', width: '12rem' },
  { field: 'description', width: '14rem' },
  { field: 'brandName' },
  { field: 'modelName' },
  { field: 'componentStatusId' },
  { field: 'isClientProperty', format: 'siNo', width: '8rem' },
  { field: 'clientName' },
  { field: 'locationName' },
  { field: 'responsibleTypeName' },
  { field: 'responsibleName' },
  { field: 'modelDescription' },
  { field: 'warehouseOutput' },
  { field: 'conditionName' },
  { field: 'ciKit' },
  { field: 'kitName' },
  { field: 'ip' },
  { field: 'port', format: 'number', width: '6rem' },
  { field: 'simNumber' },
  { field: 'imeiNumber' },
  { field: 'installedDate', format: 'date', width: '11rem' },
  { field: 'withdrawnDate', format: 'date', width: '11rem' },
  { field: 'registeredDate', format: 'date', width: '11rem' },
  { field: 'lastMovementDate', format: 'date', width: '11rem' },
  { field: 'lastMovementType' },
  { field: 'productTiNumber' },
  { field: 'cost', format: 'money', width: '8rem' },
  { field: 'currencyName' },
  { field: 'operatorName' },
  { field: 'value', width: '6rem' },
];

/** Columns hidden until chosen: the ones an inventory check rarely reads. */
export const COMPONENT_COLUMNS_HIDDEN: readonly Field[] = [
  'responsibleTypeName', 'modelDescription', 'warehouseOutput', 'ip', 'port', 'simNumber', 'imeiNumber', 'installedDate',
  'withdrawnDate', 'lastMovementType', 'operatorName', 'value',
];

/** The configuration-component columns of the grids and their exports; `placeHeader` names the holder (warehouse or task force). */
export function componentColumns(t: TFunction, labels: ExportLabels, placeHeader: string): PageColumn<ConfigurationComponentRow>[] {
  const statusName = componentStatusNameIn(t);
  const movementName = movementTypeNameIn(t);
  return COLUMNS.map(({ field, format, width }) =>
    valueColumn<ConfigurationComponentRow>(labels, {
      id: field,
      header: field === 'placeName' ? placeHeader : t(`inventory.component.${field}`),
      format,
      width,
      sortField: field,
      value:
        field === 'componentStatusId' ? (row) => statusName(row.componentStatusId, row.componentStatusName)
        : field === 'lastMovementType' ? (row) => movementName(row.lastMovementCode, row.lastMovementType)
        : undefined,
    }),
  );
}
