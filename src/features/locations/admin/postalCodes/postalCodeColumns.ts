import type { TFunction } from 'i18next';
import type { PostalCodeRecordRead } from '../../../../api/tags/geography';
import type { ColumnFormat, ExportLabels } from '../../../../shared/export';
import { valueColumn, type PageColumn } from '../../../../shared/ui/GridPage/pageColumns';

type Field = keyof PostalCodeRecordRead & string;

/** The code and the places it lies in, each header under locations.fields. */
const COLUMNS: readonly { field: Field; format?: ColumnFormat; width?: string }[] = [
  { field: 'postalCode', width: '8rem' },
  { field: 'municipalityName', width: '14rem' },
  { field: 'countryStateName', width: '12rem' },
  { field: 'regionName', width: '10rem' },
  { field: 'enabled', format: 'enabled', width: '7rem' },
];

export const postalCodeColumns = (t: TFunction, labels: ExportLabels): PageColumn<PostalCodeRecordRead>[] =>
  COLUMNS.map(({ field, format, width }) => valueColumn<PostalCodeRecordRead>(labels, { id: field, header: t(`locations.fields.${field}`), format, width }));
