import { useState } from 'react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import type { HierarchyBulkUpdateResult, HierarchyBulkUpdateRow } from '../../../api/tags/security';
import { orEmpty } from '../../../shared/format/emptyValue';

type Shown = 'all' | 'failed' | 'succeeded';

/** The service's answer: how many rows were applied and refused, and each row with its outcome and reason. */
export function BulkResults({ name, result }: { name: string; result: HierarchyBulkUpdateResult }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>(result.failedRows > 0 ? 'failed' : 'all');
  const rows = result.rows.filter((r) => shown === 'all' || (shown === 'failed') !== r.success);
  const allApplied = result.failedRows === 0;
  const title = t('hierarchy.bulk.results.table');
  const options = (['all', 'failed', 'succeeded'] as const).map((value) => ({ value, label: t(`hierarchy.bulk.results.show.${value}`) }));
  return (
    <div className="flex flex-column gap-2">
      <p role="status" className={`m-0 p-3 border-round ${allApplied ? 'bg-green-50 text-green-800' : 'bg-yellow-50 text-yellow-900'}`}>
        <strong>{`${name}: `}</strong>
        {t(allApplied ? 'hierarchy.bulk.results.allApplied' : 'hierarchy.bulk.results.someFailed', {
          count: result.totalRows, succeeded: result.successRows, failed: result.failedRows,
        })}
      </p>
      <SelectButton value={shown} options={options} onChange={(e) => e.value && setShown(e.value as Shown)} aria-label={t('hierarchy.bulk.results.showLabel')} allowEmpty={false} />
      <DataTable value={rows} dataKey="rowNumber" paginator={rows.length > 20} rows={20} size="small" pt={{ table: { 'aria-label': title } as object }} emptyMessage={t('hierarchy.bulk.results.none')}>
        <Column header={t('hierarchy.bulk.results.row')} field="rowNumber" style={{ width: '6rem' }} />
        <Column header={t('hierarchy.bulk.results.user')} body={(r: HierarchyBulkUpdateRow) => orEmpty(r.userName)} style={{ width: '16rem' }} />
        <Column
          header={t('hierarchy.bulk.results.outcome')}
          style={{ width: '10rem' }}
          body={(r: HierarchyBulkUpdateRow) => (
            <span className={r.success ? 'text-green-800' : 'text-red-800'}>
              <i className={`pi ${r.success ? 'pi-check-circle' : 'pi-times-circle'} mr-1`} aria-hidden="true" />
              {t(r.success ? 'hierarchy.bulk.results.applied' : 'hierarchy.bulk.results.refused')}
            </span>
          )}
        />
        <Column header={t('hierarchy.bulk.results.message')} body={(r: HierarchyBulkUpdateRow) => orEmpty(r.message)} />
      </DataTable>
    </div>
  );
}
