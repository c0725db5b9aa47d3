import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { ProgressBar } from 'primereact/progressbar';
import { saveFile } from '../../export/download';
import { ModalDialog } from '../dialogs/ModalDialog';
import { checkExportCount, EXPORT_LIMIT } from '../../export/limits';
import { startExport, type ExportPage } from '../../export/startExport';
import { ExportError, type ExportColumn, type ExportFormat, type ExportProgress, type ExportRow, type PdfOrientation } from '../../export/types';
import { EXPORT_NARROW_QUERY, useMediaQuery } from './useNarrowScreen';
import { useExportLabels } from './useExportLabels';
import { latestEvery } from './latestEvery';
import { useExportUpload } from './ExportUploadContext';
import { LIMITS } from '../../validation/limits';
import { localeOf } from '../../i18n/localeOf';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { isApiError } from '../../../core/errors/apiError';

export type ExportMessageSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ExportToolbarProps {
  /** The grid's selected rows: exported when there are any. */
  selectedRows: readonly ExportRow[];
  /** The server's count for the current filter: what is exported without a selection. */
  totalCount: number;
  /**
   * One page of the current filter from the server (pageNumber starts at 1), with the server's count when
   * known; `signal` aborts when the export is cancelled or fails.
   */
  fetchAll: (pageSize: number, pageNumber: number, signal: AbortSignal) => Promise<ExportPage>;
  columns: ExportColumn[];
  /** File name before `_DD_MM_YYYY.<ext>` (cut so the name fits 30 characters); 'Clientes' when empty. */
  fileBaseName?: string;
  /** PDF title (followed by the day) and sheet name. */
  title?: string;
  /** Called after exporting the selection and when the count is over the limit: the screen clears its selection. */
  onSelectionCleared: () => void;
  /** Shows a message (a toast): limit, no data, done, cancelled, failed. */
  onMessage: (severity: ExportMessageSeverity, text: string) => void;
  pdfOrientation?: PdfOrientation;
  /** Formats offered, in order; all three by default. */
  formats?: readonly ExportFormat[];
  disabled?: boolean;
}

interface Running {
  format: ExportFormat;
  progress: ExportProgress | null;
  /** The file is built and on its way to the service. */
  uploading?: boolean;
}

const ALL_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];
const FORMAT_UI: Record<ExportFormat, { label: 'csv' | 'excel' | 'pdf'; icon: string }> = {
  csv: { label: 'csv', icon: 'pi pi-file' },
  xlsx: { label: 'excel', icon: 'pi pi-file-excel' },
  pdf: { label: 'pdf', icon: 'pi pi-file-pdf' },
};

/** Share of the bar for gathering rows (the rest is writing the file). */
const COLLECT_SHARE = 50;
/** The dialog shows progress at most this often (ms): a render per chunk adds up on the page's main thread. */
export const PROGRESS_RENDER_INTERVAL_MS = 250;

/**
 * The bar steps to each value instead of sliding: PrimeReact's one-second width transition lays the page
 * out again on every frame of an export (a third of the main thread's work in a CSV export).
 */
const STILL_BAR = { value: { style: { transition: 'none' } } } as const;

function percentOf(progress: ExportProgress | null): number | null {
  if (!progress || progress.total <= 0) return null;
  const share = Math.min(1, progress.done / progress.total);
  return Math.round(progress.phase === 'collecting' ? share * COLLECT_SHARE : COLLECT_SHARE + share * (100 - COLLECT_SHARE));
}

/**
 * CSV, Excel and PDF export buttons for any grid (spec 001 sections 4, 5 and 9). Exports the
 * selection when there is one, else everything the server holds for the filter (fetched page by
 * page), at most 15,000 records; builds the file in a worker with a progress dialog that can
 * cancel. Over LIMITS.exportUploadAbove records, when the app gives an uploader (ExportUploadProvider), the built file is
 * sent to the service, which keeps it, mails it and tells the user when it is ready, instead of the browser saving it.
 * Under 880 px wide the buttons collapse into one 'Exportar' menu.
 */
export function ExportToolbar({
  selectedRows,
  totalCount,
  fetchAll,
  columns,
  fileBaseName,
  title,
  onSelectionCleared,
  onMessage,
  pdfOrientation,
  formats = ALL_FORMATS,
  disabled = false,
}: ExportToolbarProps) {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const uploader = useExportUpload();
  const narrow = useMediaQuery(EXPORT_NARROW_QUERY);
  const [running, setRunning] = useState<Running | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const menu = useRef<Menu>(null);
  const menuId = useId();

  // Leaving the screen cancels an export in progress, without a message about it.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const labels = useExportLabels();

  const formatLabel = useCallback((format: ExportFormat) => t(`export.toolbar.${FORMAT_UI[format].label}`), [t]);

  const run = useCallback(
    async (format: ExportFormat) => {
      if (controller.current) return;
      const useSelection = selectedRows.length > 0;
      const count = useSelection ? selectedRows.length : totalCount;
      const limitText = () => t('export.messages.limit', { limit: EXPORT_LIMIT.toLocaleString(localeOf(i18n.language)) });
      const check = checkExportCount(count);
      if (check === 'noData') {
        onMessage('warn', t('export.messages.noData'));
        return;
      }
      if (check === 'limit') {
        onMessage('warn', limitText());
        onSelectionCleared();
        return;
      }

      const abort = new AbortController();
      controller.current = abort;
      setRunning({ format, progress: null });
      const shownProgress = latestEvery<ExportProgress>(PROGRESS_RENDER_INTERVAL_MS, (shown) => setRunning((current) => (current ? { ...current, progress: shown } : current)));
      try {
        const result = await startExport(
          {
            format,
            columns,
            labels,
            title,
            fileBaseName,
            pdfOrientation,
            ...(useSelection ? { rows: selectedRows } : { fetchPage: fetchAll, total: totalCount }),
          },
          { signal: abort.signal, onProgress: shownProgress.push },
        );
        if (uploader && count > LIMITS.exportUploadAbove) {
          setRunning((current) => (current ? { ...current, uploading: true } : current));
          const description = t('reports.exportUpload.description', { title: title || fileBaseName || result.fileName, format: formatLabel(format), count: result.rowCount.toLocaleString(localeOf(i18n.language)) });
          await uploader({ blob: result.blob, fileName: result.fileName, description }, abort.signal);
          onMessage('success', t('reports.exportUpload.sent', { fileName: result.fileName }));
        } else {
          saveFile(result.blob, result.fileName);
          onMessage('success', t('export.messages.done', { fileName: result.fileName }));
        }
        // Clearing an empty selection would only draw the grid again.
        if (useSelection) onSelectionCleared();
      } catch (error) {
        const code = abort.signal.aborted ? 'cancelled' : error instanceof ExportError ? error.code : 'failed';
        if (!mounted.current) return;
        if (code === 'limit') {
          onMessage('warn', limitText());
          onSelectionCleared();
        } else if (code === 'noData') {
          onMessage('warn', t('export.messages.noData'));
        } else if (code === 'cancelled') {
          onMessage('info', t('export.messages.cancelled'));
        } else if (error instanceof ExportError && isApiError(error.detail)) {
          onMessage('error', t('export.messages.requestFailed', { reason: apiErrorMessage(error.detail) }));
        } else if (isApiError(error)) {
          onMessage('error', t('reports.exportUpload.failed', { reason: apiErrorMessage(error) }));
        } else {
          onMessage('error', t('export.messages.failed'));
        }
      } finally {
        shownProgress.cancel();
        controller.current = null;
        setRunning(null);
      }
    },
    [selectedRows, totalCount, fetchAll, columns, labels, title, fileBaseName, pdfOrientation, onMessage, onSelectionCleared, t, i18n.language, apiErrorMessage, uploader, formatLabel],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const busy = disabled || running !== null;

  const menuItems = useMemo<MenuItem[]>(
    () => formats.map((format) => ({ label: formatLabel(format), icon: FORMAT_UI[format].icon, disabled: busy, command: () => void run(format) })),
    [formats, formatLabel, busy, run],
  );

  const progress = running?.progress ?? null;
  const percent = percentOf(progress);
  const status = running?.uploading
    ? t('reports.exportUpload.uploading')
    : !progress
    ? t('export.progress.starting')
    : t(progress.phase === 'collecting' ? 'export.progress.collecting' : 'export.progress.writing', { done: progress.done, total: progress.total });

  return (
    <>
      {narrow ? (
        <>
          <Button
            type="button"
            label={t('export.toolbar.menu')}
            icon="pi pi-download"
            size="small"
            outlined
            disabled={busy}
            aria-haspopup="menu"
            aria-controls={menuId}
            aria-expanded={menuOpen}
            onClick={(event) => menu.current?.toggle(event)}
          />
          <Menu model={menuItems} popup ref={menu} id={menuId} onShow={() => setMenuOpen(true)} onHide={() => setMenuOpen(false)} />
        </>
      ) : (
        <div role="group" aria-label={t('export.toolbar.groupLabel')} className="flex flex-wrap gap-2">
          {formats.map((format) => (
            <Button
              key={format}
              type="button"
              label={formatLabel(format)}
              icon={FORMAT_UI[format].icon}
              size="small"
              outlined
              disabled={busy}
              aria-label={t(`export.toolbar.${FORMAT_UI[format].label}Aria`)}
              onClick={() => void run(format)}
            />
          ))}
        </div>
      )}
      <ModalDialog
        visible={running !== null}
        header={running ? t('export.progress.title', { format: formatLabel(running.format) }) : ''}
        onHide={cancel}
        busy
        width="28rem"
        footer={<Button type="button" label={t('export.progress.cancel')} icon="pi pi-times" severity="secondary" outlined onClick={cancel} />}
      >
        <ProgressBar
          value={running?.uploading ? 0 : (percent ?? 0)}
          mode={percent === null || running?.uploading ? 'indeterminate' : 'determinate'}
          showValue={percent !== null && !running?.uploading}
          aria-label={t('export.progress.progressLabel')}
          style={{ height: '1.25rem' }}
          pt={STILL_BAR}
        />
        <p role="status" aria-live="polite" className="mt-3 mb-0">
          {status}
        </p>
      </ModalDialog>
    </>
  );
}
