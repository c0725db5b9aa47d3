import { ROW_VERSION_TABLES } from '../guards/rowVersion';
import type { OperationHandlers, SandboxService } from '../runtime';
import { findVisibleTicket } from '../ticket/access';
import { activityIndex } from '../ticket/activityIndex';
import { assignationHandlers } from '../ticket/assignation';
import { closedDetailsOf } from '../ticket/closure';
import { clientLogos, ticketPdfDetailOf } from '../ticket/pdfDetail';
import { moveComponents, ticketComponents } from '../ticket/components';
import { createTicket } from '../ticket/create';
import { escalationsFired } from '../ticket/escalationRule';
import { escalationHandlers, escalationRules } from '../ticket/escalations';
import { saveMultiTicket } from '../ticket/bulkLoad';
import { dashboardOf } from '../ticket/dashboard';
import { ticketExpenses } from '../reports/expenses';
import { reportHandlers } from '../reports/handlers';
import { commentPage, locationHistoryOf, logbookOf, relatedServicesOf, ticketsOfLocation, toComment } from '../ticket/history';
import { addComment } from '../ticket/moves';
import { toDetail } from '../ticket/rows';
import { searchGeneral, searchMine } from '../ticket/search';
import { sortOrders, sortRankings, sortViews } from '../ticket/sorting';
import { COMMENT_TYPES, ticketState } from '../ticket/state';
import { statusHandlers } from '../ticket/statusOps';
import { tasksOf, ticketTasks } from '../ticket/tasks';
import { availableStatuses } from '../ticket/transitions';
import { workForceDirectoryHandlers } from '../ticket/workForceDirectory';
import { problemTicketHandlers } from '../ticket/problemTickets';
import { SandboxError } from '../runtime';
import { workOrderHandlers } from '../workflow/operations';
import { seededWorkFlows, workFlowOrderComments, workFlowOrders } from '../workflow/state';

/** The ticket's own operations, by operationId. The behaviour lives in test/sandbox/ticket/. */
const ticketHandlers: OperationHandlers = {
  createTicket: ({ store, user, body, headers }) => createTicket(store, user!, body, headers['Request-Date']),
  saveMultiTicket: ({ store, user, body }) => saveMultiTicket(store, user!, body),
  searchTicketsGeneral: ({ store, user, body }) => searchGeneral(store, user!, body),
  searchMyTickets: ({ store, user, body }) => searchMine(store, user!, body),

  getTicketById: ({ store, user, params }) => toDetail(store, findVisibleTicket(store, user!, params.ticketId)),
  getTicketPdfDetail: ({ store, user, params }) => ticketPdfDetailOf(store, user!, findVisibleTicket(store, user!, params.ticketId)),
  getTicketClosedDetails: ({ store, user, params }) => closedDetailsOf(store, findVisibleTicket(store, user!, params.ticketId)),
  getTicketLogbook: ({ store, user, params }) => logbookOf(store, findVisibleTicket(store, user!, params.ticketId).ticketId),
  getTicketAvailableStatuses: ({ store, user, params }) =>
    availableStatuses(store, user!, findVisibleTicket(store, user!, params.ticketId)).map((id) => {
      const s = store.statuses.get(id)!;
      return { id: s.id, name: s.name, hexColor: s.hexColor, description: s.description };
    }),

  getTicketRelatedServices: ({ store, user, params }) => relatedServicesOf(store, user!, findVisibleTicket(store, user!, params.ticketId)),
  getTicketLocationHistory: ({ store, user, params }) => locationHistoryOf(store, user!, findVisibleTicket(store, user!, params.ticketId)),
  getTicketsByLocation: ({ store, user, params, query }) => ticketsOfLocation(store, user!, params.locationId, query.openOnly === true),
  getTicketTasks: ({ store, user, params }) => ticketTasks(store, findVisibleTicket(store, user!, params.ticketId)),

  getTicketComponents: ({ store, user, params }) => ticketComponents(store, findVisibleTicket(store, user!, params.ticketId).ticketId),
  installTicketComponents: ({ store, user, body }) =>
    moveComponents(store, user!, findVisibleTicket(store, user!, body.ticketId), { install: body.serialNumbers, retire: [], comment: body.comment }),
  retireTicketComponents: ({ store, user, body }) =>
    moveComponents(store, user!, findVisibleTicket(store, user!, body.ticketId), { install: [], retire: body.serialNumbers, comment: body.comment }),
  substituteTicketComponents: ({ store, user, body }) => {
    if (body.installSerialNumbers.length !== body.retireSerialNumbers.length) {
      throw new SandboxError(400, 'Debe retirar tantos componentes como instala: installSerialNumbers y retireSerialNumbers deben tener la misma cantidad');
    }
    const ticket = findVisibleTicket(store, user!, body.ticketId);
    return moveComponents(store, user!, ticket, { install: body.installSerialNumbers, retire: body.retireSerialNumbers, comment: body.comment });
  },

  searchTicketComments: ({ store, user, body }) => {
    findVisibleTicket(store, user!, body.ticketId);
    return commentPage(store, user!, body);
  },
  addTicketComment: ({ store, user, body }) => {
    findVisibleTicket(store, user!, body.ticketId);
    if (body.isInternal && (user!.roleCode === 'CWR' || user!.roleCode === 'CRE')) {
      throw new SandboxError(403, 'Un usuario cliente no puede escribir comentarios internos');
    }
    if (body.commentTypeId !== null && !COMMENT_TYPES[body.commentTypeId]) throw new SandboxError(422, `El tipo de comentario ${body.commentTypeId} no existe`);
    return toComment(store, addComment(store, user!, body.ticketId, body.comment, body.isInternal, body.commentTypeId));
  },

  ...statusHandlers,
  ...assignationHandlers,
  ...workForceDirectoryHandlers,
  ...problemTicketHandlers,

  getTicketDashboard: ({ store, user, query }) => dashboardOf(store, user!, query.IsWeb, query.OnlyIncidents),
};

/** The ticket service: tickets and their work orders. */
export const ticketService: SandboxService = {
  handlers: { ...ticketHandlers, ...workOrderHandlers, ...escalationHandlers, ...reportHandlers },
  state: [escalationRules, escalationsFired, ROW_VERSION_TABLES.ticket, ticketState, tasksOf, clientLogos, activityIndex, sortRankings, sortOrders, sortViews, seededWorkFlows, workFlowOrders, workFlowOrderComments, ticketExpenses],
};
