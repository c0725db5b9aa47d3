import { isApiError } from '../../core/errors/apiError';
import { TaskCancelledError } from '../workers/runInWorker';
import { ExportError } from './types';

/** Any failure of an export or ticket PDF job as the ExportError the screens read. */
export function toExportError(error: unknown): ExportError {
  if (error instanceof ExportError) return error;
  if (error instanceof TaskCancelledError) return new ExportError('cancelled');
  if (isApiError(error)) return new ExportError('failed', error.message ?? error.messageKey, error);
  return new ExportError('failed', error instanceof Error ? error.message : String(error));
}
