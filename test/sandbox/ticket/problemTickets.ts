import { findLocation } from '../geography/locationStore';
import { existingProblem } from '../process/problems';
import type { OperationHandlers } from '../runtime';
import { statusName } from './moves';

/** A problem's related tickets as the ticket service lists them (the process service keeps which they are). */
export const problemTicketHandlers: OperationHandlers = {
  getProblemTickets: ({ store, params }) =>
    [...existingProblem(store, params.problemId).ticketIds]
      .sort((a, b) => a - b)
      .flatMap((ticketId) => {
        const t = store.tickets.get(ticketId);
        return t
          ? [{
            ticketId, statusId: t.statusId, statusName: statusName(store, t.statusId), clientName: store.clients.get(t.clientId)?.name ?? '',
            locationName: findLocation(store, t.locationId)?.name ?? '', serviceName: store.services.get(t.serviceId)?.name ?? '',
            description: t.description, creationDateUTC: t.creationDateUTC,
          }]
          : [];
      }),
};
