import type { TicketPdfDetail } from '../../../src/api/tags/ticket';
import { makePng } from '../filestorage/bytes';
import { add, DOWNLOAD_PATH, filesOf } from '../filestorage/state';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { pdfDetailOf } from './closure';

/** Logo colours of the seeded clients (by client id, cycling). */
const LOGO_COLOURS: [number, number, number][] = [[0, 84, 166], [200, 16, 46], [0, 122, 61], [242, 140, 0], [92, 45, 145]];

/** Per store: the stored logo file of each client, made on first use (a store reset starts afresh). */
export const clientLogos = serviceState('ticket', 'clientLogos', () => new Map<number, string>());

/**
 * A client's logo as a stored file any signed-in user may download (no ticket, no owner), so the PDF
 * has real image bytes to draw; a client with its own logo path keeps it.
 */
function clientLogoPath(store: SandboxStore, clientId: number): string | null {
  const client = store.clients.get(clientId);
  if (!client) return null;
  if (client.blobStorageUrlPath) return client.blobStorageUrlPath;
  const paths = clientLogos(store);
  let path = paths.get(clientId);
  if (!path) {
    filesOf(store);
    const file = add(store, {
      ticketId: null, fileName: `logo_${client.number}.png`, description: `Logotipo de ${client.name}`, contentType: 'image/png',
      content: makePng(160, 48, LOGO_COLOURS[(clientId - 1) % LOGO_COLOURS.length]!), createdUserId: 1, createdDateTime: client.registeredDate,
    });
    path = `${DOWNLOAD_PATH}${file.id}`;
    paths.set(clientId, path);
  }
  return path;
}

/** GET .../Tickets/{ticketId}/PdfDetail: the ticket's PDF data with its client's logo. */
export function ticketPdfDetailOf(store: SandboxStore, user: UserRecord, ticket: TicketRecord): TicketPdfDetail {
  const detail = pdfDetailOf(store, user, ticket);
  return { ...detail, clientActive: { ...detail.clientActive, blobStorageUrlPath: clientLogoPath(store, ticket.clientId) } };
}
