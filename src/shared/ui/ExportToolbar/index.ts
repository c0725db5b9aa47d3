export { ExportToolbar, type ExportMessageSeverity, type ExportToolbarProps } from './ExportToolbar';
export { EXPORT_NARROW_QUERY, useMediaQuery } from './useNarrowScreen';
export { useExportLabels } from './useExportLabels';
export { ExportUploadProvider } from './ExportUploadContext';
