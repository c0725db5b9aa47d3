import { createContext, useContext, type ReactNode } from 'react';
import type { ExportUploader } from '../../export/types';

const ExportUploadContext = createContext<ExportUploader | null>(null);

/** Gives every export toolbar below it the way to send a large export to the service (the app's, from the file storage). */
export function ExportUploadProvider({ uploader, children }: { uploader: ExportUploader; children: ReactNode }) {
  return <ExportUploadContext.Provider value={uploader}>{children}</ExportUploadContext.Provider>;
}

/** The uploader given, or null: then every export is saved by the browser. */
export const useExportUpload = () => useContext(ExportUploadContext);
