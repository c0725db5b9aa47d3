import { useState, type ReactNode } from 'react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { orEmpty } from '../format/emptyValue';

/** One row of a service that applies each row on its own: applied, or refused with its reason. */
export interface RowOutcome {
  rowNumber: number;
  success: boolean;
  message: string | null;
}

/** A screen's own column, shown between the row number and the outcome (the user a row places). */
export interface OutcomeColumn<R> {
  header: string;
  body: (row: R) => ReactNode;
}

type Shown = 'all' | 'failed' | 'succeeded';

interface Props<R extends RowOutcome> {
  /** The screen's sentence: how many rows were applied and refused. */
  summary: string;
  name: string;
  rows: R[];
  columns: OutcomeColumn<R>[];
}

/**
 * The result of a row-by-row send: the summary, then every row with its outcome and reason, opening on the
 * refused ones when there are any (they are what the user has to fix).
 */
export function BulkRowOutcomes<R extends RowOutcome>({ summary, name, rows, columns }: Props<R>) {
  const { t } = useTranslation();
  const allApplied = rows.every((r) => r.success);
  const [shown, setShown] = useState<Shown>(allApplied ? 'all' : 'failed');
  const visible = rows.filter((r) => shown === 'all' || (shown === 'failed') !== r.success);
  const title = t('bulk.outcomes.table');
  const options = (['all', 'failed', 'succeeded'] as const).map((value) => ({ value, label: t(`bulk.outcomes.show.${value}`) }));

  return (
    <div className="flex flex-column gap-2">
      <p role="status" className={`m-0 p-3 border-round ${allApplied ? 'bg-green-50 text-green-800' : 'bg-yellow-50 text-yellow-900'}`}>
        <strong>{`${name}: `}</strong>
        {summary}
      </p>
      <SelectButton value={shown} options={options} onChange={(e) => e.value && setShown(e.value as Shown)} aria-label={t('bulk.outcomes.showLabel')} allowEmpty={false} />
      <DataTable value={visible} dataKey="rowNumber" paginator={visible.length > 20} rows={20} size="small" pt={{ table: { 'aria-label': title } as object }} emptyMessage={t('bulk.outcomes.none')}>
        <Column header={t('bulk.issues.row')} field="rowNumber" style={{ width: '6rem' }} />
        {columns.map((column) => <Column key={column.header} header={column.header} body={column.body} style={{ width: '16rem' }} />)}
        <Column
          header={t('bulk.outcomes.outcome')}
          style={{ width: '10rem' }}
          body={(r: R) => (
            <span className={r.success ? 'text-green-800' : 'text-red-800'}>
              <i className={`pi ${r.success ? 'pi-check-circle' : 'pi-times-circle'} mr-1`} aria-hidden="true" />
              {t(r.success ? 'bulk.outcomes.applied' : 'bulk.outcomes.refused')}
            </span>
          )}
        />
        <Column header={t('bulk.outcomes.message')} body={(r: R) => orEmpty(r.message)} />
      </DataTable>
    </div>
  );
}
