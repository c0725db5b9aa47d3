import type { OperationContext, OperationHandlers } from '../runtime';
import { dashboardCounts } from './dashboards';
import { expensesInWindow, expenseTotalsByCode, toExpenseRow, totalOf } from './expenses';
import { pageOf, reportWindow } from './range';
import { recidivistRows } from './recidivists';
import { historicalByMonth, openByStatus, remoteByMonth, ticketReportRows, toReportRow, type TicketReportKind } from './ticketReports';

const windowOf = ({ store, body }: OperationContext) => reportWindow(store, body);

const ticketReport =
  (kind: TicketReportKind) =>
  (ctx: OperationContext) => {
    const rows = ticketReportRows(ctx.store, ctx.user!, windowOf(ctx), kind);
    const page = pageOf(rows, ctx.body);
    return { ...page, items: page.items.map((t) => toReportRow(ctx.store, t)) };
  };

/** The ticket service's reports (ticket.yaml tag Reports) and the reports dashboard, computed from the tickets. */
export const reportHandlers: OperationHandlers = {
  searchOpenIncidentsReport: ticketReport('open'),
  searchHistoricalIncidentsReport: ticketReport('historical'),
  searchMajorIncidentsReport: ticketReport('majorIncidents'),
  searchRemoteWorkReport: ticketReport('remoteWork'),
  searchTicketsReport: ticketReport('tickets'),
  getOpenIncidentsByStatus: (ctx) => openByStatus(ctx.store, ctx.user!, windowOf(ctx)),
  getHistoricalIncidentsByMonth: (ctx) => historicalByMonth(ctx.store, ctx.user!, windowOf(ctx)),
  getRemoteWorkByMonth: (ctx) => remoteByMonth(ctx.store, ctx.user!, windowOf(ctx)),
  searchExpenseReport: (ctx) => {
    const expenses = expensesInWindow(ctx.store, ctx.user!, windowOf(ctx));
    const page = pageOf(expenses, ctx.body);
    return { ...page, items: page.items.map((e) => toExpenseRow(ctx.store, e)), totalAmount: totalOf(expenses) };
  },
  getExpenseTotalsByCode: (ctx) => expenseTotalsByCode(expensesInWindow(ctx.store, ctx.user!, windowOf(ctx))),
  searchRecidivistsReport: (ctx) => pageOf(recidivistRows(ctx.store, ctx.user!, windowOf(ctx)), ctx.body),
  getTicketDashboardByClient: ({ store, user, query }) => dashboardCounts(store, user!, 'client', query.IsWeb, query.OnlyIncidents),
  getTicketDashboardByService: ({ store, user, query }) => dashboardCounts(store, user!, 'service', query.IsWeb, query.OnlyIncidents),
};
