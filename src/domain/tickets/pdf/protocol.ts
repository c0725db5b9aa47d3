import type { TicketPdfInput, TicketPdfOptions } from './types';

/** What the page asks of the ticket PDF task (ticketPdfTask.ts). */
export interface TicketPdfJob {
  /** 'pdf': one ticket's PDF file; 'zip': one PDF per ticket in a zip. */
  output: 'pdf' | 'zip';
  fileName: string;
  /** Tickets announced, for the 'n de N' counter. */
  total: number;
  options: TicketPdfOptions;
}

/** One ticket the page streams to the task. */
export interface TicketPdfEntry {
  input: TicketPdfInput;
  fileName: string;
}

export type TicketPdfPhase = 'building' | 'zipping';

export interface TicketPdfProgress {
  phase: TicketPdfPhase;
  /** PDFs built so far (building) or the zip's percent (zipping). */
  done: number;
  total: number;
}
