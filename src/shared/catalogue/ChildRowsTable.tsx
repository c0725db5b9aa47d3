import { useTranslation } from 'react-i18next';
import { RequestError } from '../ui/RequestError';
import type { CatalogueField, CatalogueRow, ChildRowsEndpoint } from './catalogueTypes';
import './catalogue.css';
import { rowValue } from './rowValue';

/** A child cell as text; an empty value shows a dash. */
const cellText = (row: CatalogueRow, field: CatalogueField) => {
  const value = rowValue(row, field.kind === 'choice' || field.kind === 'image' ? field.shownAs : field.name);
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

interface ChildRowsTableProps {
  /** The read of the rows (a child list's, for one parent). */
  rows: ReturnType<ChildRowsEndpoint['useQuery']>;
  columns: readonly CatalogueField[];
  /** The table's accessible name. */
  title: string;
  /** What an empty list says. */
  empty: string;
}

/** The rows of one read as a table, with their loading, empty and error states (child lists and lookups). */
export function ChildRowsTable({ rows, columns, title, empty }: ChildRowsTableProps) {
  const { t } = useTranslation();
  const items = rows.data?.data ?? [];
  const note = rows.error ? null : rows.isFetching && items.length === 0 ? t('catalogues.loadingRows') : !rows.isFetching && items.length === 0 ? empty : null;
  return (
    <>
      <RequestError error={rows.error} onRetry={rows.refetch} />
      <table className="catalogue-children w-full" aria-label={title} aria-busy={rows.isFetching}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col">
                {t(`catalogues.fields.${c.name}`)}
              </th>
            ))}
            <th scope="col">{t('catalogues.fields.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.name}>{cellText(row, c)}</td>
              ))}
              <td>{t(row.enabled === false ? 'catalogues.flags.disabled' : 'catalogues.flags.enabled')}</td>
            </tr>
          ))}
          {note && (
            <tr>
              <td colSpan={columns.length + 1}>{note}</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}
