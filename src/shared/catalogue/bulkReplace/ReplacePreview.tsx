import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../validation/messages';
import type { ReplacePlan } from './planReplace';

/** Rows (and problems) the preview lists; a count says how many more rows the file holds. */
const PREVIEW_ROWS = 50;

interface ReplacePreviewProps {
  fileName: string;
  plan: Extract<ReplacePlan, { ok: true }>;
  columns: readonly string[];
  columnLabel: (column: string) => string;
  onAnother: () => void;
}

/** What the file would leave in the catalogue: the summary, each refused cell, then the first rows. */
export function ReplacePreview({ fileName, plan, columns, columnLabel, onAnother }: ReplacePreviewProps) {
  const { t } = useTranslation();
  const caption = t('catalogueTools.replace.previewCaption', { file: fileName });
  return (
    <>
      <div className="flex flex-wrap align-items-center gap-2">
        <p className="m-0 mr-auto" role="status">
          {plan.issues.length > 0
            ? t('catalogueTools.replace.withIssues', { count: plan.issues.length, rows: plan.rows.length })
            : t('catalogueTools.replace.ready', { count: plan.rows.length })}
        </p>
        <Button type="button" icon="pi pi-refresh" label={t('catalogueTools.replace.another')} text onClick={onAnother} />
      </div>
      {plan.issues.length > 0 && (
        <ul className="m-0 pl-4 text-red-700" aria-label={t('catalogueTools.replace.issuesLabel')}>
          {plan.issues.slice(0, PREVIEW_ROWS).map((issue) => (
            <li key={`${issue.rowNumber}-${issue.column}`}>
              {t('catalogueTools.replace.issue', { row: issue.rowNumber, column: columnLabel(issue.column), reason: translateError(t, issue.error) })}
            </li>
          ))}
        </ul>
      )}
      <table className="catalogue-children w-full">
        <caption className="text-left font-medium mb-2">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogueTools.replace.row')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.rows.slice(0, PREVIEW_ROWS).map((row) => (
            <tr key={row.rowNumber}>
              <td>{row.rowNumber}</td>
              {columns.map((column) => (
                <td key={column}>{row.values[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {plan.rows.length > PREVIEW_ROWS && <p className="m-0">{t('catalogueTools.replace.more', { count: plan.rows.length - PREVIEW_ROWS })}</p>}
    </>
  );
}
