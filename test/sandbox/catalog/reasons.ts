import type { OperationHandlers } from '../runtime';

/**
 * Reasons a status move asks for (catalog.yaml getCatalogReasonsByTicketStatus): cancellation reasons
 * for 11 Cancelled and pending reasons for 20 PendingReason. The store has no reason catalogue, so the
 * sandbox keeps this fixed one; ids are unique across both lists.
 */
export interface ReasonRecord {
  id: number;
  name: string;
  ticketStatusId: number;
  enabled: boolean;
}

const CANCELLED = 11;
const PENDING_REASON = 20;

export const TICKET_REASONS: readonly ReasonRecord[] = [
  ...[
    'Solicitud duplicada', 'Cancelado a petición del cliente', 'Falla resuelta antes de la visita',
    'Datos del registro incorrectos', 'Ubicación cerrada definitivamente',
  ].map((name, i) => ({ id: i + 1, name, ticketStatusId: CANCELLED, enabled: true })),
  ...[
    'Cliente no disponible', 'En espera de refacción', 'Acceso al sitio no autorizado',
    'En espera de información del cliente', 'Condiciones de seguridad en sitio',
  ].map((name, i) => ({ id: i + 6, name, ticketStatusId: PENDING_REASON, enabled: true })),
];

/** The enabled reason of that status with that id, or undefined (for the ticket side to validate a move). */
export function reasonFor(ticketStatusId: number, reasonId: number): ReasonRecord | undefined {
  return TICKET_REASONS.find((r) => r.id === reasonId && r.ticketStatusId === ticketStatusId && r.enabled);
}

export const reasonHandlers: OperationHandlers = {
  getCatalogReasonsByTicketStatus: ({ params }) =>
    TICKET_REASONS.filter((r) => r.ticketStatusId === params.ticketStatusId && r.enabled)
      .map((r) => ({ ...r }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
};
