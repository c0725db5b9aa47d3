import type { TFunction } from 'i18next';
import type { ExportLabels } from '../export/types';
import { valueColumn, type PageColumn } from '../ui/GridPage/pageColumns';
import type { CatalogueField, CatalogueRow } from './catalogueTypes';
import './catalogue.css';

const fieldOf = (field: CatalogueField) => (field.kind === 'choice' ? field.shownAs : field.name);

/** The grid's (and the exports') columns: the fields shown in the grid, then the state. */
export function catalogueColumns<Row extends CatalogueRow>(fields: readonly CatalogueField[], t: TFunction, labels: ExportLabels): PageColumn<Row>[] {
  const columns = fields
    .filter((f) => f.column !== false)
    .map((f) =>
      valueColumn<Row>(labels, {
        id: f.name,
        header: t(`catalogues.fields.${f.name}`),
        field: fieldOf(f),
        format: f.kind === 'integer' ? 'number' : 'text',
        render:
          f.kind === 'color'
            ? (_row, text) => (
                <span className="inline-flex align-items-center gap-2">
                  <span className="catalogue-swatch" style={{ background: text }} aria-hidden="true" />
                  {text}
                </span>
              )
            : undefined,
      }),
    );
  return [...columns, valueColumn<Row>(labels, { id: 'enabled', header: t('catalogues.fields.status'), format: 'enabled' })];
}
