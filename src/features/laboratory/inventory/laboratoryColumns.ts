import type { TFunction } from 'i18next';
import type { LaboratoryInventoryRow } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof LaboratoryInventoryRow & string;

/** What a laboratory reads first: the serial, where and in which status it is, and who works on it. */
const COLUMNS: readonly { field: Field; format?: ColumnFormat; width?: string }[] = [
  { field: 'serialNumber', width: '12rem' },
  { field: 'componentStatusId', width: '12rem' },
  { field: 'technicianName', width: '14rem' },
  { field: 'laboratoryName', width: '14rem' },
  { field: 'description', width: '14rem' },
  { field: 'brandName' },
  { field: 'modelName' },
  { field: 'isClientProperty', format: 'siNo', width: '8rem' },
  { field: 'productId', format: 'number', width: '6rem' },
];

export function laboratoryColumns(t: TFunction, labels: ExportLabels): PageColumn<LaboratoryInventoryRow>[] {
  const statusName = componentStatusNameIn(t);
  return COLUMNS.map(({ field, format, width }) =>
    valueColumn<LaboratoryInventoryRow>(labels, {
      id: field,
      header: t(`laboratory.columns.${field}`),
      format,
      width,
      sortField: field,
      value: field === 'componentStatusId' ? (row) => statusName(row.componentStatusId, row.componentStatusName) : undefined,
    }),
  );
}
