import type { TFunction } from 'i18next';
import type { ClientProfileRead as Client } from '../../../api/tags/catalog';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

type Field = keyof Client & string;

/** Each column's row field and its header's key under clients.fields (spec 002 section 3: number, name, description, registered date). */
const COLUMNS: readonly { field: Field; label: string; format?: ColumnFormat; width?: string }[] = [
  { field: 'number', label: 'number', width: '8rem' },
  { field: 'name', label: 'name', width: '14rem' },
  { field: 'description', label: 'description', width: '16rem' },
  { field: 'registeredDate', label: 'registeredDate', format: 'date', width: '11rem' },
  { field: 'clientClassificationName', label: 'clientClassificationId', width: '11rem' },
  { field: 'logoFileName', label: 'logo', width: '10rem' },
  { field: 'enabled', label: 'enabled', format: 'enabled', width: '7rem' },
];

/** The clients grid's (and exports') columns. */
export const clientColumns = (t: TFunction, labels: ExportLabels): PageColumn<Client>[] =>
  COLUMNS.map(({ field, label, format, width }) => valueColumn<Client>(labels, { id: field, header: t(`clients.fields.${label}`), format, width }));
