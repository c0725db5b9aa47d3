import { useTranslation } from 'react-i18next';
import type { HierarchyBulkUpdateResult, HierarchyBulkUpdateRow } from '../../../api/tags/security';
import { BulkRowOutcomes } from '../../../shared/bulk/BulkRowOutcomes';
import { orEmpty } from '../../../shared/format/emptyValue';

/** The service's row-by-row answer: how many rows were applied and refused, each with the user it placed. */
export function HierarchyBulkResult({ name, result }: { name: string; result: HierarchyBulkUpdateResult }) {
  const { t } = useTranslation();
  const counts = { count: result.totalRows, succeeded: result.successRows, failed: result.failedRows };
  const summary = t(result.failedRows === 0 ? 'hierarchy.bulk.results.allApplied' : 'hierarchy.bulk.results.someFailed', counts);
  const columns = [{ header: t('hierarchy.bulk.results.user'), body: (r: HierarchyBulkUpdateRow) => orEmpty(r.userName) }];
  return <BulkRowOutcomes summary={summary} name={name} rows={result.rows} columns={columns} />;
}
