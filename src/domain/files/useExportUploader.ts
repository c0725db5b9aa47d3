import { useCallback } from 'react';
import { useAppDispatch } from '../../core/store/hooks';
import type { ExportUploader } from '../../shared/export/types';

/** The uploader the shell gives every grid's export (the kit knows no API): the file-storage call, loaded when first used. */
export function useExportUploader(): ExportUploader {
  const dispatch = useAppDispatch();
  return useCallback(async (file, signal) => (await import('./exportUpload')).uploadExport(dispatch, file, signal), [dispatch]);
}
