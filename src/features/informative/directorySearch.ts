import type { ClientDirectoryEntry } from '../../api/tags/catalog';
import type { WorkForceDirectoryEntry } from '../../api/tags/ticket';
import { holdsEveryWord } from '../../shared/format/foldText';

/** Clients whose name, number, description, services (name, number, type, project) or contacts hold every word. */
export const searchClients = (clients: readonly ClientDirectoryEntry[], query: string) =>
  clients.filter((c) =>
    holdsEveryWord(
      query, c.name, c.number, c.description,
      ...c.services.flatMap((s) => [s.name, s.number, s.serviceTypeName, s.projectName]),
      ...c.contacts.flatMap((p) => [p.fullName, p.email]),
    ),
  );

/** Task forces whose name, zone, e-mail or open tickets (number, client, service) hold every word. */
export const searchWorkForce = (engineers: readonly WorkForceDirectoryEntry[], query: string) =>
  engineers.filter((e) =>
    holdsEveryWord(query, e.fullName, e.region, e.email, ...e.openTickets.flatMap((t) => [String(t.ticketId), t.clientName, t.serviceName])),
  );
