import { makePdf } from '../sandbox/filestorage/bytes';
import { add } from '../sandbox/filestorage/state';
import { utc } from '../sandbox/store/random';
import type { SandboxStore } from '../sandbox/store/types';

/** Attaches a closing document to a sandbox ticket, as the documentation tab would before closing it. */
export function attachDocument(store: SandboxStore, ticketId: number): void {
  add(store, {
    ticketId,
    fileName: `acta_cierre_${ticketId}.pdf`,
    description: 'Acta de cierre',
    contentType: 'application/pdf',
    content: makePdf([`Acta de cierre del ticket ${ticketId}`]),
    createdUserId: 1,
    createdDateTime: utc(store.now),
  });
}
