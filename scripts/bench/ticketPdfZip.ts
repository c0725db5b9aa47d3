// The "200-ticket PDF zip" bench case (issue 4): Detalle_de_tickets.zip of 200 realistic tickets
// through startTicketPdf (the worker protocol, in-process here as in jest), beside the same PDFs
// drawn with the same layout module and zipped with jszip directly, in the same run. Each side runs
// in a fresh child (ticketPdfZipChild.ts) so its peak memory is its own.
import path from 'node:path';
import { makePng } from '../../test/sandbox/filestorage/bytes';
import type { TicketPdfDetail, TicketPdfInput } from '../../src/domain/tickets/pdf/types';
import { mulberry32 } from './ticketRows';

export const ZIP_TICKETS = 200;

/** Registered in bench.ts's CASES. */
export const TICKET_PDF_ZIP_CASE = {
  format: 'zip',
  name: 'Ticket PDF zip (Detalle_de_tickets.zip), 200 tickets',
  baseline: 'same PDFs drawn and zipped directly (jspdf + jszip STORE)',
  runs: 3,
  warmups: 0,
  target: 1.2,
  memoryTarget: false,
  rows: ZIP_TICKETS,
  child: path.join(__dirname, 'ticketPdfZipChild.ts'),
} as const;

/**
 * A photo-sized JPEG: a real 32 x 24 baseline JPEG (the engineer-visit fixture's header and scan)
 * carrying `kilobytes` of incompressible comment segments, so the zip moves as many bytes as
 * phone photos would while jsPDF embeds it as it embeds any JPEG (passed through, not decoded).
 */
function photo(jpeg: Uint8Array, kilobytes: number, random: () => number): Uint8Array {
  const segments: Uint8Array[] = [jpeg.subarray(0, 2)];
  for (let left = kilobytes * 1024; left > 0; left -= 65000) {
    const size = Math.min(65000, left);
    const segment = new Uint8Array(size + 4);
    segment.set([0xff, 0xfe, (size + 2) >> 8, (size + 2) & 0xff]);
    for (let i = 4; i < segment.length; i++) segment[i] = Math.floor(random() * 256);
    segments.push(segment);
  }
  segments.push(jpeg.subarray(2));
  const out = new Uint8Array(segments.reduce((n, s) => n + s.length, 0));
  let at = 0;
  for (const s of segments) {
    out.set(s, at);
    at += s.length;
  }
  return out;
}

const WORDS = 'se revisó el cajero y el dispensador no entrega efectivo cliente confirma acceso a sucursal técnico reemplaza lector de tarjetas pruebas correctas 🔧 ✅'.split(' ');
const CLIENTS = ['Banco del Valle', 'Cadena Comercial del Norte', 'Telefonía Móvil de México', 'Farmacias del Pacífico', 'Grupo Aeroportuario'];
const COLOURS: [number, number, number][] = [[0, 84, 166], [200, 16, 46], [0, 122, 61], [242, 140, 0], [92, 45, 145]];

/** 200 deterministic tickets: 0-20 components, 0-30 comments, a client logo, 0-2 evidence photos of ~200 KB. */
export function zipInputs(jpeg: Uint8Array, seed = 7): TicketPdfInput[] {
  const random = mulberry32(seed);
  const int = (max: number) => Math.floor(random() * (max + 1));
  const sentence = (words: number) => Array.from({ length: words }, () => WORDS[int(WORDS.length - 1)]).join(' ');
  const logos = COLOURS.map((rgb) => makePng(160, 48, rgb));
  return Array.from({ length: ZIP_TICKETS }, (_, i) => {
    const client = i % CLIENTS.length;
    const detail: TicketPdfDetail = {
      dataIncident: {
        ticketId: 100001 + i,
        ticketClientNumber: `CL-${1000 + i}`,
        ticketStatusName: 'Cerrado',
        ticketServiceName: 'Falla de dispensador',
        ticketServiceTypeName: 'Incidente',
        ticketFrequentFailureName: 'Sin comunicación',
        ticketActualFailureName: 'Lector dañado',
        ticketAssignedEngineerFullName: 'José Luis Hernández',
        requestedByUser: 'María Castillo Reyes',
        ticketCreationDateUTC: '2026-06-11T15:57:26',
        ticketWorkingDateTime: '2026-06-12T12:57:26',
        ticketClosedDateTime: '2026-06-13T11:57:26',
        onSiteTaskDescription: random() < 0.5 ? sentence(20 + int(60)) : null,
        ticketProduct: Array.from({ length: int(20) }, (_, k) => ({
          serialNumber: `SN${10_000_000 + i * 100 + k}`, modelDescription: 'Cajero automático de pared', modelName: 'SelfServ 84', brandName: 'NCR', productConditionId: (k % 4) + 1,
        })),
      },
      clientActive: { name: CLIENTS[client]!, blobStorageUrlPath: `/filestorage/api/v1/FileStorage/Download/${client + 1}` },
      location: {
        name: `Sucursal ${100 + i}`, description: 'Sucursal bancaria', municipalityName: 'Zapopan', addressFull: 'Av. Patria 1234, Zapopan, Jalisco, C.P. 45110',
        latitude: 20.7 + random() / 10, longitude: -103.4 - random() / 10, postalCode: '45110',
      },
      comments: Array.from({ length: int(30) }, () => ({ comment: sentence(5 + int(40)) })),
      closedTicketComments: Array.from({ length: int(2) }, () => ({ commentDetails: sentence(10 + int(20)) })),
      reportConfig: { requested: true, client: true },
    };
    return {
      detail,
      logo: { name: `logo_${client}.png`, bytes: logos[client]! },
      evidence: Array.from({ length: int(2) }, (_, k) => ({ name: `evidencia_${i}_${k}.jpg`, bytes: photo(jpeg, 150 + int(100), random) })),
    };
  });
}
