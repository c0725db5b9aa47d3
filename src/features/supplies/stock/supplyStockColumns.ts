import type { TFunction } from 'i18next';
import type { SupplyStockRow } from '../../../api/tags/inventory';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import type { SupplyStockView } from './supplyStockViews';

type Field = keyof SupplyStockRow & string;

/** The supply's labels of spec 001 section 3, where it is and when it last moved; headers under supplies.fields and supplies.stock. */
const COLUMNS: readonly { field: Field; format?: ColumnFormat; width?: string; stock?: true }[] = [
  { field: 'name', width: '16rem' },
  { field: 'code', width: '10rem' },
  { field: 'unitOfMeasurement', width: '9rem' },
  { field: 'unitCost', format: 'number', width: '9rem' },
  { field: 'stockQuantity', format: 'number', width: '8rem' },
  { field: 'placeType', width: '9rem', stock: true },
  { field: 'placeName', width: '14rem', stock: true },
  { field: 'lastMovementDate', format: 'date', width: '11rem', stock: true },
  { field: 'enabled', format: 'enabled', width: '7rem' },
];

/** The columns of a view: the place's header names the view's kind of place, and its kind is written in the user's language. */
export const supplyStockColumns =
  (view: SupplyStockView) =>
  (t: TFunction, labels: ExportLabels): PageColumn<SupplyStockRow>[] =>
    COLUMNS.map(({ field, format, width, stock }) => {
      const header = field === 'placeName' ? t(`supplies.stock.place.${view}`) : t(stock ? `supplies.stock.fields.${field}` : `supplies.fields.${field}`);
      const value = field === 'placeType' ? (row: SupplyStockRow) => t(`supplies.stock.placeTypes.${row.placeType}`) : undefined;
      return valueColumn<SupplyStockRow>(labels, { id: field, header, format, width, value, sortField: field });
    });
