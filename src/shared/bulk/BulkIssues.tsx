import { useState } from 'react';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../export/download';
import { orEmpty } from '../format/emptyValue';
import { BusyButton } from '../ui/BusyButton';
import { writeIssuesFile, type ShownIssue } from './issuesFile';

interface Props {
  title: string;
  issues: ShownIssue[];
  /** Names the downloaded list. */
  fileTitle: string;
}

/** Every problem of a refused file by row and column, paged, and downloadable as CSV or Excel. */
export function BulkIssues({ title, issues, fileTitle }: Props) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState<'csv' | 'xlsx' | null>(null);
  const [failed, setFailed] = useState(false);
  const headers = { row: t('bulk.issues.row'), column: t('bulk.issues.column'), message: t('bulk.issues.message') };

  const download = async (format: 'csv' | 'xlsx') => {
    setWriting(format);
    setFailed(false);
    try {
      const { blob, fileName } = await writeIssuesFile(format, issues, { title: fileTitle, ...headers });
      saveFile(blob, fileName);
    } catch {
      setFailed(true);
    } finally {
      setWriting(null);
    }
  };

  return (
    <div className="flex flex-column gap-2">
      <p role="alert" className="m-0 p-3 border-round bg-red-50 text-red-800">{title}</p>
      <div className="flex flex-wrap gap-2">
        <BusyButton label={t('bulk.issues.downloadCsv')} icon="pi pi-file" outlined size="small" busy={writing === 'csv'} disabled={writing !== null} onClick={() => void download('csv')} />
        <BusyButton label={t('bulk.issues.downloadXlsx')} icon="pi pi-file-excel" outlined size="small" busy={writing === 'xlsx'} disabled={writing !== null} onClick={() => void download('xlsx')} />
      </div>
      {failed && <p role="alert" className="p-error m-0">{t('bulk.issues.downloadFailed')}</p>}
      <DataTable value={issues} paginator={issues.length > 20} rows={20} size="small" pt={{ table: { 'aria-label': title } as object }}>
        <Column header={headers.row} field="rowNumber" style={{ width: '6rem' }} />
        <Column header={headers.column} body={(i: ShownIssue) => orEmpty(i.column)} style={{ width: '14rem' }} />
        <Column header={headers.message} field="message" />
      </DataTable>
    </div>
  );
}
