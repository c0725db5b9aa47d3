import type { TicketPdfDetail } from '../../../api/tags/ticket';

/**
 * Types of the ticket PDF (spec 000 sections 3 "Ticket detail for PDF", 5 and 9). Everything here is
 * plain data, so it crosses postMessage to the PDF worker unchanged.
 */

export type { TicketPdfDetail };

/** An image as downloaded (PNG or JPEG bytes, checked by their magic numbers before use). */
export interface PdfImageSource {
  /** File name, shown under an evidence image and in the 'not available' line. */
  name: string;
  bytes: Uint8Array;
}

/** One ticket's PDF data: the PdfDetail answer, the client's logo and the ticket's evidence images. */
export interface TicketPdfInput {
  detail: TicketPdfDetail;
  logo: PdfImageSource | null;
  evidence: PdfImageSource[];
  /** The ticket's status id as the page knows it (the PdfDetail names the status but has no id). */
  statusId?: number;
}

/**
 * Translated texts, resolved on the page (the worker has no i18n). `{name}` placeholders are filled
 * by the layout: title `{id}`, generatedAt `{date}`, page `{page}` and `{pages}`, imageUnavailable `{name}`.
 */
export interface TicketPdfLabels {
  title: string;
  generatedAt: string;
  page: string;
  imageUnavailable: string;
  sections: { ticket: string; location: string; products: string; comments: string; closure: string; evidence: string };
  fields: {
    ticketId: string;
    clientTicketNumber: string;
    status: string;
    client: string;
    serviceType: string;
    service: string;
    frequentFailure: string;
    actualFailure: string;
    engineer: string;
    requestedBy: string;
    creationDate: string;
    workingDate: string;
    closedDate: string;
    onSiteTask: string;
  };
  location: { name: string; description: string; municipality: string; address: string; postalCode: string; coordinates: string };
  products: { serialNumber: string; brand: string; model: string; description: string; condition: string };
  empty: { products: string; comments: string; closure: string; evidence: string };
  /** Product condition names by productConditionId. */
  conditions: Record<string, string>;
  /** Ticket status names by ticketStatusId (statusNames.ts); a status without one prints the server's name. */
  statuses: Record<string, string>;
}

/** What the layout needs besides the data: labels, the zone dates are shown in, the generation time. */
export interface TicketPdfOptions {
  labels: TicketPdfLabels;
  /** IANA zone (or 'system') for local dates, as the export uses (src/shared/export/dates.ts). */
  timeZone: string;
  /** When the PDF was generated, UTC wire format (yyyy-MM-ddTHH:mm:ss). */
  generatedAt: string;
  /** Deflate the page streams (true for downloads; tests may read the raw streams). */
  compress?: boolean;
}
