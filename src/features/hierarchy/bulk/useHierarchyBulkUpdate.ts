import { useCallback, useState } from 'react';
import { useBulkUpdateAccountHierarchyMutation, type HierarchyBulkUpdateResult } from '../../../api/tags/security';
import { readAsBase64 } from '../../../shared/files/readAsBase64';
import { readTemplateUpload, type TemplateUploadError } from '../../../shared/files/xlsxTemplate/readTemplateUpload';
import { checkHierarchyTemplate, type HierarchyFileError, type HierarchyRowIssue } from './hierarchyTemplate';

export type BulkUpdateState =
  | { step: 'choose' }
  | { step: 'reading'; name: string }
  | { step: 'refused'; name: string | null; fileError: TemplateUploadError | HierarchyFileError }
  | { step: 'invalid'; name: string; issues: HierarchyRowIssue[] }
  | { step: 'ready'; file: File; rows: number; sendError: unknown }
  | { step: 'sending'; file: File; rows: number }
  | { step: 'done'; name: string; result: HierarchyBulkUpdateResult };

/**
 * The bulk update's steps: the chosen file is read by the safe reader and checked against the template;
 * a good one is sent as it is, and the service answers row by row (each applied or refused with its reason).
 */
export function useHierarchyBulkUpdate() {
  const [state, setState] = useState<BulkUpdateState>({ step: 'choose' });
  const [bulkUpdate] = useBulkUpdateAccountHierarchyMutation();

  const chooseFile = useCallback(async (file: File | null | undefined) => {
    if (!file) return setState({ step: 'refused', name: null, fileError: 'noFile' });
    const { name } = file;
    setState({ step: 'reading', name });
    const upload = await readTemplateUpload(file);
    if (!upload.ok) return setState({ step: 'refused', name, fileError: upload.fileError });
    const check = checkHierarchyTemplate(upload.sheet);
    if (check.ok) return setState({ step: 'ready', file, rows: check.rows, sendError: null });
    if (check.fileError) return setState({ step: 'refused', name, fileError: check.fileError });
    setState({ step: 'invalid', name, issues: check.issues });
  }, []);

  const send = useCallback(async () => {
    if (state.step !== 'ready') return;
    const { file, rows } = state;
    setState({ step: 'sending', file, rows });
    try {
      const hierarchyBulkUpdateRequest = { fileName: file.name, fileContent: await readAsBase64(file) };
      const result = await bulkUpdate({ hierarchyBulkUpdateRequest }).unwrap();
      setState({ step: 'done', name: file.name, result: result.data });
    } catch (sendError) {
      setState({ step: 'ready', file, rows, sendError });
    }
  }, [state, bulkUpdate]);

  const restart = useCallback(() => setState({ step: 'choose' }), []);

  return { state, chooseFile, send, restart };
}
