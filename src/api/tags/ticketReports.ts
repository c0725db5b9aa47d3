import { ticketReportsGeneratedApi } from '../generated/ticketReports';

/**
 * The ticket service's reports and the reports dashboard, a client of their own (x-client-module in ticket.yaml) so
 * that only the report screens load it. They read the tickets: any ticket change refreshes them, through the tags the
 * ticket client's changes invalidate (src/api/tags/ticket.ts).
 */
const TICKET_READS = ['TicketSearch', 'Dashboards'] as const;

const REPORT_READS = [
  'searchOpenIncidentsReport', 'getOpenIncidentsByStatus', 'searchHistoricalIncidentsReport', 'getHistoricalIncidentsByMonth', 'searchMajorIncidentsReport',
  'searchRemoteWorkReport', 'getRemoteWorkByMonth', 'searchTicketsReport', 'searchExpenseReport', 'getExpenseTotalsByCode', 'searchRecidivistsReport',
  'getTicketDashboardByClient', 'getTicketDashboardByService',
] as const;

export const ticketReportsApi = ticketReportsGeneratedApi.enhanceEndpoints({
  addTagTypes: [...TICKET_READS],
  endpoints: Object.fromEntries(REPORT_READS.map((name) => [name, { providesTags: [...TICKET_READS] }])) as Record<
    (typeof REPORT_READS)[number],
    { providesTags: (typeof TICKET_READS)[number][] }
  >,
});

export * from '../generated/ticketReports';
