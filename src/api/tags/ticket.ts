import { ticketGeneratedApi } from '../generated/ticket';

/**
 * The ticket service as screens see it. The general search provides 'TicketSearch'; every status
 * change and assignment invalidates it (and the dashboard), so lists refetch without a reload.
 */
const SEARCH = ['TicketSearch', 'Dashboards'] as const;

export const ticketApi = ticketGeneratedApi.enhanceEndpoints({
  addTagTypes: ['TicketSearch'],
  endpoints: {
    searchTicketsGeneral: { providesTags: ['TicketSearch'] },
    searchMyTickets: { providesTags: ['TicketSearch'] },
    updateTicketsToAssignedAndConfirmed: { invalidatesTags: [...SEARCH] },
    updateTicketsToOnSite: { invalidatesTags: [...SEARCH] },
    assignTicketsTaskForce: { invalidatesTags: [...SEARCH] },
  },
});

export * from '../generated/ticket';
