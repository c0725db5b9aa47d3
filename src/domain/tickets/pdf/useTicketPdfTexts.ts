import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { ExportError } from '../../../shared/export/types';
import { STATUS_NAME_KEYS, statusNameIn } from '../status/statusNames';
import { TicketPdfLoadError } from './startTicketPdf';
import type { TicketPdfLabels } from './types';

/**
 * The PDF's texts in the user's language. The worker has no i18n: placeholders the layout fills per
 * ticket and page are handed over as `{name}` (see TicketPdfLabels).
 */
export function useTicketPdfLabels(): TicketPdfLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const statusName = statusNameIn(t);
    const k = (key: string) => t(`ticketPdf.layout.${key}`);
    const group = <K extends string>(name: string, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, k(`${name}.${key}`)])) as Record<K, string>;
    return {
      title: t('ticketPdf.layout.title', { id: '{id}' }),
      generatedAt: t('ticketPdf.layout.generatedAt', { date: '{date}' }),
      page: t('ticketPdf.layout.page', { page: '{page}', pages: '{pages}' }),
      imageUnavailable: t('ticketPdf.layout.imageUnavailable', { name: '{name}' }),
      sections: group('sections', ['ticket', 'location', 'products', 'comments', 'closure', 'evidence'] as const),
      fields: group('fields', [
        'ticketId', 'clientTicketNumber', 'status', 'client', 'serviceType', 'service', 'frequentFailure', 'actualFailure', 'engineer',
        'requestedBy', 'creationDate', 'workingDate', 'closedDate', 'onSiteTask',
      ] as const),
      location: group('location', ['name', 'description', 'municipality', 'address', 'postalCode', 'coordinates'] as const),
      products: group('products', ['serialNumber', 'brand', 'model', 'description', 'condition'] as const),
      empty: group('empty', ['products', 'comments', 'closure', 'evidence'] as const),
      conditions: t('ticketPdf.layout.conditions', { returnObjects: true }) as Record<string, string>,
      statuses: Object.fromEntries(Object.keys(STATUS_NAME_KEYS).map((id) => [id, statusName(Number(id), null)])),
    };
  }, [t]);
}

/**
 * The sentence for a failed ticket PDF: which ticket could not be read and why (the server's
 * message), or that the file could not be built. Null when the user cancelled.
 */
export function useTicketPdfErrorMessage(): (error: unknown) => string | null {
  const { t } = useTranslation();
  const apiMessage = useApiErrorMessage();
  return (error) => {
    if (error instanceof ExportError && error.code === 'cancelled') return null;
    if (error instanceof TicketPdfLoadError) return t('ticketPdf.failed', { id: error.ticketId, message: apiMessage(error.reason) });
    return t('ticketPdf.buildFailed');
  };
}
