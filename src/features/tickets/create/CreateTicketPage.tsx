import { useLocation } from 'react-router-dom';
import { CreateTicketForm } from './CreateTicketForm';
import { ticketKindOf } from './ticketKind';

/** requirement/createTicket/incident and requirement/createTicket/service: one form, the kind from the route. */
export default function CreateTicketPage() {
  const kind = ticketKindOf(useLocation().pathname);
  // Keyed by kind: moving between the two routes starts a fresh form.
  return <CreateTicketForm key={kind} kind={kind} />;
}
