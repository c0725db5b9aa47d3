import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * What every failed request becomes: the server's own message when it sent one, otherwise a
 * translation key, so the user always reads a sentence in their language. *
 * The shape lives in core, below api and shared: the base query (src/api/baseQuery.ts) produces it,
 * and generic UI (src/shared/ui/RequestError.tsx) shows it without importing the API.
 */
export type ApiErrorKey = 'errors.requestFailed' | 'errors.noActiveAccount' | 'errors.sessionRevoked' | 'errors.offline' | 'errors.unexpected';

export interface ApiError {
  status: number | 'OFFLINE' | 'NO_ACCOUNT' | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** Message written by the server, shown as is. */
  message: string | null;
  /** Fallback translation key when the server gave no message. */
  messageKey: ApiErrorKey;
  /** Raw error body, for screens that need a detail (e.g. ProblemDetails.detail). */
  data?: unknown;
}

function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message } = data as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : null;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    return { status: error.status, message: serverMessage(error.data), messageKey: 'errors.requestFailed', data: error.data };
  }
  return { status: error.status, message: null, messageKey: 'errors.requestFailed' };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'messageKey' in value && 'status' in value;
}
