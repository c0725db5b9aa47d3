import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { ShownIssue } from './useBulkLoad';
import { orEmpty } from '../../../shared/format/emptyValue';

interface Props {
  issues: ShownIssue[];
  fromServer: boolean;
}

/** Every error of a refused file, by row and column, paged (a 5,000-row file can hold many). */
export function IssuesTable({ issues, fromServer }: Props) {
  const { t } = useTranslation();
  const title = t(fromServer ? 'bulkLoad.issues.serverTitle' : 'bulkLoad.issues.title', { count: issues.length });
  const message = (issue: ShownIssue) => issue.text ?? t(`bulkLoad.rowErrors.${issue.code!}`, { max: issue.max });
  return (
    <div className="flex flex-column gap-2">
      <p role="alert" className="m-0 p-3 border-round bg-red-50 text-red-800">{title}</p>
      <DataTable value={issues} paginator={issues.length > 20} rows={20} size="small" pt={{ table: { 'aria-label': title } as object }}>
        <Column header={t('bulkLoad.issues.row')} body={(i: ShownIssue) => i.rowNumber} style={{ width: '6rem' }} />
        <Column header={t('bulkLoad.issues.column')} body={(i: ShownIssue) => orEmpty(i.column)} style={{ width: '14rem' }} />
        <Column header={t('bulkLoad.issues.message')} body={message} />
      </DataTable>
    </div>
  );
}
