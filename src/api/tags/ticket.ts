import { ticketGeneratedApi } from '../generated/ticket';

/** The ticket service as screens see it; id tags arrive with the ticket screens. */
export const ticketApi = ticketGeneratedApi.enhanceEndpoints({});

export * from '../generated/ticket';
