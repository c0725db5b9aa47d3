import type { TFunction } from 'i18next';
import type { SupplyRowRead } from '../../../api/tags/product';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof SupplyRowRead & string;

/** The supply's labels of spec 001 section 3 and its state, each header under supplies.fields. */
const COLUMNS: readonly { field: Field; format?: ColumnFormat; width?: string }[] = [
  { field: 'supplyId', format: 'number', width: '6rem' },
  { field: 'name', width: '16rem' },
  { field: 'code', width: '10rem' },
  { field: 'unitOfMeasurement', width: '10rem' },
  { field: 'unitCost', format: 'number', width: '9rem' },
  { field: 'stockQuantity', format: 'number', width: '9rem' },
  { field: 'enabled', format: 'enabled', width: '7rem' },
];

export const supplyColumns = (t: TFunction, labels: ExportLabels): PageColumn<SupplyRowRead>[] =>
  COLUMNS.map(({ field, format, width }) => valueColumn<SupplyRowRead>(labels, { id: field, header: t(`supplies.fields.${field}`), format, width, sortField: field }));
