import { SandboxError } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore, StoredFileRecord, TicketRecord, UserRecord } from '../store/types';
import { detectFileKind, extensionOf, KIND_OF_EXTENSION } from '../../../src/shared/files/fileSignature';
import { isPixelFlood, readImageSize } from '../../../src/shared/files/imageHeader';
import { LIMITS } from '../../../src/shared/validation/limits';
import { contentTypeOf, decodeBase64, makePdf, makePng } from './bytes';

export const DOWNLOAD_PATH = '/filestorage/api/v1/FileStorage/Download/';
export const MAX_ATTACHMENT_BYTES = 10_485_760;
export const MAX_PICTURE_BYTES = 2_000_000;

/**
 * store.files as the file service sees it: the first call adds the seeded attachments (an order of
 * service PDF on the first 30 tickets and the first 5 of the demo engineer, an evidence PNG on every
 * other one), so a store reset starts afresh.
 */
export const filesOf = serviceState('filestorage', 'files', (store): Map<number, StoredFileRecord> => {
  seedFiles(store);
  return store.files;
});

function seedFiles(store: SandboxStore): void {
  const tickets = [...store.tickets.values()].sort((a, b) => a.ticketId - b.ticketId);
  const chosen = new Set([...tickets.slice(0, 30), ...tickets.filter((t) => t.assignedEngineerId === 4).slice(0, 5)]);
  [...chosen].forEach((ticket, i) => {
    const at = (hours: number) => utc(new Date(Math.min(store.now.getTime(), Date.parse(`${ticket.creationDateUTC}Z`) + hours * 3_600_000)));
    const client = store.clients.get(ticket.clientId)?.name ?? '';
    const pdf = makePdf([`Orden de servicio del ticket ${ticket.ticketId}`, client, ticket.description]);
    add(store, { ticketId: ticket.ticketId, fileName: `orden_servicio_${ticket.ticketId}.pdf`, description: 'Orden de servicio', contentType: 'application/pdf', content: pdf, createdUserId: ticket.createdUserId, createdDateTime: at(1) });
    if (i % 2 === 0) {
      const png = makePng(16, 12, [(ticket.ticketId * 53) % 256, (ticket.ticketId * 97) % 256, (ticket.ticketId * 31) % 256]);
      add(store, { ticketId: ticket.ticketId, fileName: `evidencia_${ticket.ticketId}.png`, description: 'Evidencia fotográfica', contentType: 'image/png', content: png, createdUserId: ticket.assignedEngineerId ?? 2, createdDateTime: at(3) });
    }
  });
}

export function add(store: SandboxStore, file: Omit<StoredFileRecord, 'id' | 'size' | 'ownerUserId'> & { ownerUserId?: number | null }): StoredFileRecord {
  const record: StoredFileRecord = { ownerUserId: null, ...file, id: store.nextId('files'), size: file.content.length };
  store.files.set(record.id, record);
  return record;
}

/** Client users see their clients' tickets, engineers the tickets assigned to them, everybody else every ticket. */
export function canSeeTicket(user: UserRecord, ticket: TicketRecord): boolean {
  if (user.clientIds.length) return user.clientIds.includes(ticket.clientId);
  if (user.roleCode === 'ENG') return ticket.assignedEngineerId === user.userId;
  return true;
}

export function visibleTicket(store: SandboxStore, user: UserRecord, ticketId: number): TicketRecord {
  const ticket = store.tickets.get(ticketId);
  if (!ticket) throw new SandboxError(404, `El ticket ${ticketId} no existe`);
  if (!canSeeTicket(user, ticket)) throw new SandboxError(403, `No tiene acceso al ticket ${ticketId}`);
  return ticket;
}

export function decodeOr422(text: string): Uint8Array {
  const bytes = decodeBase64(text);
  if (!bytes) throw new SandboxError(422, 'El contenido del archivo no es base64 válido');
  return bytes;
}

/** An attachment's bytes and type after the checks every upload gets (ticket or work order): format, size, content. */
export function checkedAttachment(body: { fileName: string; fileBase64: string; size: number }): { contentType: string; content: Uint8Array } {
  const contentType = contentTypeOf(body.fileName);
  if (!contentType) throw new SandboxError(422, 'Solo se permiten archivos Word, Excel, JPG, PNG o PDF');
  const content = decodeOr422(body.fileBase64);
  if (content.length > MAX_ATTACHMENT_BYTES) throw new SandboxError(422, 'El archivo excede el tamaño máximo de 10 MB');
  if (content.length !== body.size) throw new SandboxError(422, 'El tamaño del archivo no coincide con su contenido');
  // The bytes must be the type the name says (SECURITY.md: magic bytes, not only extensions).
  if (detectFileKind(content) !== KIND_OF_EXTENSION[extensionOf(body.fileName)]) {
    throw new SandboxError(422, 'El contenido del archivo no corresponde a su extensión');
  }
  refuseUnsafeImage(content);
  return { contentType, content };
}

/**
 * An image is stored only when the service can read its size from its header, and that size is within
 * what the app decodes (SECURITY.md, ASVS 5.2.6): a 7 KB PNG may declare 17 GB of pixels, and one whose
 * header cannot be read would be measured only by decoding it. The app refuses both before sending.
 */
export function refuseUnsafeImage(content: Uint8Array): void {
  const kind = detectFileKind(content);
  if (kind !== 'png' && kind !== 'jpeg') return;
  const size = readImageSize(content);
  if (!size) throw new SandboxError(422, 'Imagen no válida: no se puede leer su tamaño');
  if (isPixelFlood(size)) {
    throw new SandboxError(422, `Imagen no válida: ${size.width} x ${size.height} píxeles, el máximo es ${LIMITS.imageMaxPixels / 1_000_000} megapíxeles`);
  }
}
