import { isApiError } from '../../../core/errors/apiError';
import { filestorageApi } from '../../../api/tags/filestorage';
import { ticketApi } from '../../../api/tags/ticket';
import { downloadBytes, type PdfDispatch } from './downloadBytes';
import type { PdfImageSource, TicketPdfInput } from './types';

/** Ticket files listing: images only, every one (spec 000 section 7: fileType 2, page 0 of 9999). */
const IMAGES_QUERY = { fileType: 2 as const, pageNumber: 0, pageSize: 9999 };

/** An image whose download failed prints as 'not available' rather than failing the ticket. */
async function image(dispatch: PdfDispatch, name: string, url: string, signal: AbortSignal): Promise<PdfImageSource> {
  try {
    return { name, bytes: await downloadBytes(dispatch, url, signal) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { name, bytes: new Uint8Array() };
  }
}

/**
 * One ticket's PDF data from the services, outside the cache: the PDF detail (GET .../PdfDetail), the
 * ticket's images (GetFilesByTicket, then each file's bytes) and the client logo when the report
 * configuration shows the client. A ticket or image list that cannot be read rejects with its
 * ApiError (an image list refused for lack of permission means no evidence); an image or logo that
 * cannot be downloaded prints as not available rather than failing the ticket. `statusId` is the
 * ticket's status as the page knows it, so the PDF names it in the user's language.
 */
export async function loadTicketPdfInput(dispatch: PdfDispatch, ticketId: number, signal: AbortSignal, statusId?: number): Promise<TicketPdfInput> {
  const request = <R,>(started: { abort(): void; unwrap(): Promise<R> }): Promise<R> => {
    const abort = () => started.abort();
    signal.addEventListener('abort', abort, { once: true });
    return started.unwrap().finally(() => signal.removeEventListener('abort', abort));
  };
  const [detail, files] = await Promise.all([
    request(dispatch(ticketApi.endpoints.getTicketPdfDetail.initiate({ ticketId }, { subscribe: false, forceRefetch: true }))),
    request(dispatch(filestorageApi.endpoints.getFilesByTicket.initiate({ ticketFilesQuery: { ticketId, ...IMAGES_QUERY } }, { subscribe: false, forceRefetch: true })))
      // A user without the query-files permission gets the PDF without evidence.
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 403) return { data: { items: [] } };
        throw error;
      }),
  ]);
  const data = detail.data;
  const logoUrl = data.reportConfig.client ? data.clientActive.blobStorageUrlPath : null;
  const [logo, ...evidence] = await Promise.all([
    logoUrl ? image(dispatch, data.clientActive.name, logoUrl, signal) : null,
    ...files.data.items.filter((file) => file.isImage).map((file) => image(dispatch, file.fileName, file.blobStorageUrlPath, signal)),
  ]);
  return { detail: data, logo: logo && logo.bytes.length ? logo : null, evidence: evidence as PdfImageSource[], statusId };
}
