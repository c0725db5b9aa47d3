import type { TFunction } from 'i18next';
import type { KpiRead as Kpi } from '../../../api/tags/insight';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

/** Each column's row field and its header's key under kpis.fields. */
const COLUMNS: readonly { field: keyof Kpi & string; label: string; format?: ColumnFormat; width?: string }[] = [
  { field: 'name', label: 'name', width: '14rem' },
  { field: 'kpiGroupName', label: 'kpiGroupId', width: '12rem' },
  { field: 'category', label: 'category', width: '10rem' },
  { field: 'cycleDays', label: 'cycleDays', format: 'number', width: '7rem' },
  { field: 'formula', label: 'formula', width: '16rem' },
  { field: 'greenMax', label: 'greenMax', format: 'number', width: '7rem' },
  { field: 'amberMax', label: 'amberMax', format: 'number', width: '7rem' },
  { field: 'enabled', label: 'enabled', format: 'enabled', width: '7rem' },
];

/** The KPI grid's (and exports') columns. */
export const kpiColumns = (t: TFunction, labels: ExportLabels): PageColumn<Kpi>[] =>
  COLUMNS.map(({ field, label, format, width }) => valueColumn<Kpi>(labels, { id: field, header: t(`kpis.fields.${label}`), format, width }));
