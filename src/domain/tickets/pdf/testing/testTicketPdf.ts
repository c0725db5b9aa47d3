// Shared by the ticket PDF tests only.
import { inflateSync } from 'node:zlib';
import { makePng } from '../../../../../test/sandbox/filestorage/bytes';
import type { TicketPdfDetail, TicketPdfInput, TicketPdfLabels, TicketPdfOptions } from '../types';
import es from '../../../../shared/i18n/es.json';
import { STATUS_NAME_KEYS } from '../../status/statusNames';

type Layout = typeof es.ticketPdf.layout;
const layout: Layout = es.ticketPdf.layout;
const curly = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');

/** The Spanish labels as the screens hand them over. */
export const testPdfLabels: TicketPdfLabels = {
  title: curly(layout.title),
  generatedAt: curly(layout.generatedAt),
  page: curly(layout.page),
  imageUnavailable: curly(layout.imageUnavailable),
  sections: layout.sections,
  fields: layout.fields,
  location: layout.location,
  products: layout.products,
  empty: layout.empty,
  conditions: layout.conditions,
  statuses: Object.fromEntries(Object.entries(STATUS_NAME_KEYS).map(([id, key]) => [id, (es.status.names as Record<string, string>)[key]!])),
};

export const testPdfOptions = (overrides: Partial<TicketPdfOptions> = {}): TicketPdfOptions => ({
  labels: testPdfLabels,
  timeZone: 'America/Mexico_City',
  generatedAt: '2026-11-05T18:00:00',
  compress: false,
  ...overrides,
});

export function testProducts(count: number): TicketPdfDetail['dataIncident']['ticketProduct'] {
  return Array.from({ length: count }, (_, i) => ({
    serialNumber: `SN-${1000 + i}`,
    modelDescription: 'Cajero automático de pared',
    modelName: 'SelfServ 84',
    brandName: 'NCR',
    productConditionId: (i % 4) + 1,
  }));
}

export function testDetail(overrides: { products?: number; comments?: string[]; closure?: string[]; onSite?: string | null } = {}): TicketPdfDetail {
  return {
    dataIncident: {
      ticketId: 100123,
      ticketClientNumber: 'CL-1001',
      ticketStatusName: 'Cerrado',
      ticketServiceName: 'Falla en enlace de datos',
      ticketServiceTypeName: 'Incidente',
      ticketFrequentFailureName: 'Sin comunicación',
      ticketActualFailureName: null,
      ticketAssignedEngineerFullName: 'Emilio Rangel Soto',
      requestedByUser: 'María Castillo Reyes',
      ticketCreationDateUTC: '2026-06-11T15:57:26',
      ticketWorkingDateTime: '2026-06-12T12:57:26',
      ticketClosedDateTime: null,
      onSiteTaskDescription: overrides.onSite ?? null,
      ticketProduct: testProducts(overrides.products ?? 1),
    },
    clientActive: { name: 'Banco del Valle', blobStorageUrlPath: '/filestorage/api/v1/FileStorage/Download/1' },
    location: {
      name: 'Banco Mérida 026',
      description: 'Sucursal 26 de Banco del Valle en Mérida',
      municipalityName: 'Mérida',
      addressFull: 'Calle Morelos 702, Mérida, Yucatán, C.P. 97426',
      latitude: 20.874065,
      longitude: -89.59629,
      postalCode: '97426',
    },
    comments: (overrides.comments ?? ['Sin acceso al sitio por horario del cliente.']).map((comment) => ({ comment })),
    closedTicketComments: (overrides.closure ?? ['Se reemplazó la fuente de poder.']).map((commentDetails) => ({ commentDetails })),
    reportConfig: { requested: true, client: true },
  };
}

export const png = (width: number, height: number) => makePng(width, height, [20, 120, 200]);

export function testInput(overrides: Partial<TicketPdfInput> & Parameters<typeof testDetail>[0] = {}): TicketPdfInput {
  const { products, comments, closure, onSite, ...rest } = overrides;
  return {
    detail: testDetail({ products, comments, closure, onSite }),
    logo: { name: 'logo.png', bytes: png(160, 48) },
    evidence: [{ name: 'frente.png', bytes: png(64, 48) }],
    ...rest,
  };
}

// WinAnsi bytes 0x80-0x9F that differ from Latin-1.
const WIN_ANSI: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x80: '€', 0x99: '™' };

function unescapePdfString(raw: string): string {
  return raw
    .replace(/\\([0-7]{1,3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))
    .replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c)
    .replace(/[\x80-\x9f]/g, (c) => WIN_ANSI[c.charCodeAt(0)] ?? c);
}

/** Each page's text strings, in drawing order, read from the PDF's content streams (inflated if need be). */
export function pdfPageTexts(bytes: Uint8Array): string[][] {
  const source = Buffer.from(bytes).toString('latin1');
  const pages: string[][] = [];
  const stream = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = stream.exec(source); match; match = stream.exec(source)) {
    const dictionary = match[1]!;
    const start = match.index + match[0].length;
    const length = /\/Length (\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
    const end = length ? start + Number(length[1]) : source.indexOf('endstream', start);
    stream.lastIndex = end;
    if (/\/Subtype\s*\/Image/.test(dictionary)) continue;
    let body = source.slice(start, end);
    if (/\/FlateDecode/.test(dictionary)) body = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    if (!/\bBT\b/.test(body)) continue;
    pages.push([...body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => unescapePdfString(m[1]!)));
  }
  return pages;
}

/** All the PDF's text, one string per line drawn. */
export const pdfText = (bytes: Uint8Array) => pdfPageTexts(bytes).flat().join('\n');
