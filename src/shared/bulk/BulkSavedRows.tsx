import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';

interface Props<R extends { rowNumber: number }> {
  /** The screen's sentence: how many rows were saved. */
  summary: string;
  /** The file's name. */
  name: string;
  /** Names the table for readers ("Ubicaciones guardadas"). */
  title: string;
  rows: R[];
  /** The screen's columns after the row number: what each row saved. */
  columns: readonly { header: string; field: keyof R & string }[];
}

/** The result page of an all-or-nothing send: every row was saved, each listed by its row of the file and what it made. */
export function BulkSavedRows<R extends { rowNumber: number }>({ summary, name, title, rows, columns }: Props<R>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column gap-2">
      <p role="status" className="m-0 p-3 border-round bg-green-50 text-green-800">
        <strong>{`${name}: `}</strong>
        {summary}
      </p>
      <DataTable value={rows} dataKey="rowNumber" paginator={rows.length > 20} rows={20} size="small" pt={{ table: { 'aria-label': title } as object }}>
        <Column header={t('bulk.issues.row')} field="rowNumber" style={{ width: '6rem' }} />
        {columns.map((column) => <Column key={column.field} header={column.header} field={column.field} />)}
      </DataTable>
    </div>
  );
}
