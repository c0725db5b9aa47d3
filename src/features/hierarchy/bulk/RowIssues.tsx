import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { orEmpty } from '../../../shared/format/emptyValue';
import { LIMITS } from '../../../shared/validation/limits';
import type { HierarchyRowIssue } from './hierarchyTemplate';

/** Every problem of a refused file, by row and column; nothing was sent. */
export function RowIssues({ issues }: { issues: HierarchyRowIssue[] }) {
  const { t } = useTranslation();
  const title = t('hierarchy.bulk.issues', { count: issues.length });
  const message = (issue: HierarchyRowIssue) =>
    issue.code === 'level' ? t('hierarchy.bulk.levelError', { min: LIMITS.hierarchy.levelMin, max: LIMITS.hierarchy.levelMax }) : t(`bulkLoad.rowErrors.${issue.code}`, { max: issue.max });
  return (
    <div className="flex flex-column gap-2">
      <p role="alert" className="m-0 p-3 border-round bg-red-50 text-red-800">{title}</p>
      <DataTable value={issues} paginator={issues.length > 20} rows={20} size="small" pt={{ table: { 'aria-label': title } as object }}>
        <Column header={t('hierarchy.bulk.results.row')} field="rowNumber" style={{ width: '6rem' }} />
        <Column header={t('bulkLoad.issues.column')} body={(i: HierarchyRowIssue) => orEmpty(i.column)} style={{ width: '10rem' }} />
        <Column header={t('hierarchy.bulk.results.message')} body={message} />
      </DataTable>
    </div>
  );
}
