import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkUpdateAccountHierarchyMutation, type HierarchyBulkUpdateResult } from '../../../api/tags/security';
import { HIERARCHY_TEMPLATE } from '../../../domain/users/hierarchyTemplate';
import type { BulkDescription } from '../../../shared/bulk/BulkPage';
import type { SendOutcome } from '../../../shared/bulk/useBulkSteps';
import { readAsBase64 } from '../../../shared/files/readAsBase64';
import { writeMarkedTemplate } from '../../../shared/files/xlsxTemplate/writeMarkedTemplate';
import { LIMITS } from '../../../shared/validation/limits';
import { checkHierarchyFile } from './checkHierarchyFile';
import { HierarchyBulkResult } from './HierarchyBulkResult';
import { HierarchyBulkUsage } from './HierarchyBulkUsage';
import type { HierarchyRowIssue } from './hierarchyTemplate';

/**
 * The bulk hierarchy update for the bulk page kit: the checked file is sent as it is (BulkUpdateHierarchy),
 * and the service applies or refuses each row on its own, so its answer is always a result.
 */
export function useHierarchyBulk(): BulkDescription<number, HierarchyRowIssue, HierarchyBulkUpdateResult> {
  const { t } = useTranslation();
  const [bulkUpdate] = useBulkUpdateAccountHierarchyMutation();

  const send = useCallback(async (_rows: number[], file: File): Promise<SendOutcome<HierarchyRowIssue, HierarchyBulkUpdateResult>> => {
    const hierarchyBulkUpdateRequest = { fileName: file.name, fileContent: await readAsBase64(file) };
    return { ok: true, result: (await bulkUpdate({ hierarchyBulkUpdateRequest }).unwrap()).data };
  }, [bulkUpdate]);

  const showIssue = useCallback((issue: HierarchyRowIssue) => ({
    rowNumber: issue.rowNumber,
    column: issue.column,
    message: issue.code === 'level'
      ? t('hierarchy.bulk.levelError', { min: LIMITS.hierarchy.levelMin, max: LIMITS.hierarchy.levelMax })
      : t(`bulkLoad.rowErrors.${issue.code}`, { max: issue.max }),
  }), [t]);

  return useMemo(() => ({
    id: 'hierarchy-bulk',
    texts: {
      title: t('routes.hierarchyBulkUpdate'),
      intro: t('hierarchy.bulk.intro'),
      fileLabel: t('hierarchy.bulk.fileLabel'),
      ready: (count: number) => t('hierarchy.bulk.ready', { count }),
      send: () => t('hierarchy.bulk.send'),
      // Nothing is refused whole by the service: its refusals are rows of the result.
      issues: (count: number) => t('hierarchy.bulk.issues', { count }),
      issuesFile: t('hierarchy.bulk.issuesFile'),
    },
    template: { write: () => writeMarkedTemplate(HIERARCHY_TEMPLATE), fileName: HIERARCHY_TEMPLATE.fileName, hint: t('hierarchy.bulk.templateHint') },
    usage: { title: t('hierarchy.bulk.usage.title'), content: <HierarchyBulkUsage /> },
    limits: { maxFileBytes: LIMITS.bulkLoad.maxFileBytes, maxRows: LIMITS.bulkLoad.maxRows },
    check: checkHierarchyFile,
    send,
    showIssue,
    renderResult: (result: HierarchyBulkUpdateResult, name: string) => <HierarchyBulkResult name={name} result={result} />,
  }), [t, send, showIssue]);
}
