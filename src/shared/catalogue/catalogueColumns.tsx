import type { TFunction } from 'i18next';
import type { ExportLabels } from '../export/types';
import { valueColumn, type PageColumn } from '../ui/GridPage/pageColumns';
import { StatusChip } from '../ui/StatusChip';
import type { CatalogueField, CatalogueRow } from './catalogueTypes';
import './catalogue.css';

const fieldOf = (field: CatalogueField) => (field.kind === 'choice' || field.kind === 'image' ? field.shownAs : field.name);

/** A colour cell: the row's name on it (a chip, as the screens that use the colour show it) or a swatch and the code. */
function colorCell(field: Extract<CatalogueField, { kind: 'color' }>) {
  return (row: CatalogueRow, text: string) =>
    field.chip ? (
      <span className="inline-flex align-items-center gap-2">
        <StatusChip name={row.name} hexColor={text} />
        {text}
      </span>
    ) : (
      <span className="inline-flex align-items-center gap-2">
        <span className="catalogue-swatch" style={{ background: text }} aria-hidden="true" />
        {text}
      </span>
    );
}

/** The grid's (and the exports') columns: the fields shown in the grid, then the state. */
export function catalogueColumns<Row extends CatalogueRow>(fields: readonly CatalogueField[], t: TFunction, labels: ExportLabels): PageColumn<Row>[] {
  const columns = fields
    .filter((f) => f.column !== false)
    .map((f) =>
      valueColumn<Row>(labels, {
        id: f.name,
        header: t(`catalogues.fields.${f.name}`),
        field: fieldOf(f),
        format: f.kind === 'integer' ? 'number' : f.kind === 'flag' ? 'yesNo' : 'text',
        render: f.kind === 'color' ? colorCell(f) : undefined,
      }),
    );
  return [...columns, valueColumn<Row>(labels, { id: 'enabled', header: t('catalogues.fields.status'), format: 'enabled' })];
}
