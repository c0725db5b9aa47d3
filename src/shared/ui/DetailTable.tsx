import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from './RequestError';

export interface DetailColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

interface Props<R> {
  /** The section's heading, which also names the table for readers. */
  title: string;
  /** The read behind it: its rows once answered. */
  read: { rows: readonly R[] | undefined; isLoading: boolean; error?: unknown; refetch: () => unknown };
  columns: readonly DetailColumn<R>[];
  rowKey: (row: R) => string | number;
  /** What the section says when there are no rows. */
  empty: string;
  /** A line under the heading (how many of how many are shown). */
  note?: string;
}

/**
 * A read-only list inside a detail dialog (a location's logbook, its components, its tickets): a heading, then the
 * read's loading, failure with a retry, empty sentence or a plain table. Short lists only: a long one is a grid.
 */
export function DetailTable<R>({ title, read, columns, rowKey, empty, note }: Props<R>) {
  const { t } = useTranslation();
  const rows = read.rows ?? [];
  return (
    <section className="mt-4">
      <h3 className="mt-0 mb-2 text-lg">{title}</h3>
      {note && <p className="mt-0 mb-2 text-700">{note}</p>}
      {read.error ? (
        <RequestError error={read.error} title={title} onRetry={() => void read.refetch()} />
      ) : read.isLoading ? (
        <p role="status">{t('app.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="overflow-auto">
          <table className="w-full text-sm" aria-label={title}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="text-left p-2">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.header} className="p-2">
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
