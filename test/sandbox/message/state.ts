import type { NotificationRecord, SandboxStore } from '../store/types';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';

/** Message-service state the store lacks, built lazily and deterministically per store (a reset starts afresh). */
export interface PublicIncidentRequirementRecord {
  id: number;
  cellphone: string;
  email: string;
  issueDescription: string;
  createdDateTime: string;
}

export interface PostalCodeEntry {
  postalCode: string;
  municipalityName: string;
  countryStateName: string;
  localities: { id: number; name: string }[];
}

interface MessageState {
  requirements: Map<number, PublicIncidentRequirementRecord>;
  postalCodes: Map<string, PostalCodeEntry>;
}

/** Seeding it also adds the message service's own notifications to the store. */
export const messageState = serviceState('message', 'state', (store): MessageState => {
  const state = { requirements: new Map(), postalCodes: buildPostalCodes(store) };
  seedNotifications(store);
  return state;
});

const LOCALITY_NAMES = [
  'Centro', 'Del Valle', 'Jardines del Sur', 'San José', 'Las Flores', 'Industrial', 'Reforma', 'Santa María', 'El Mirador',
  'Lomas del Bosque', 'Campestre', 'San Miguel',
];

/** Postal codes of the seeded locations and warehouses, each with two to four localities. */
function buildPostalCodes(store: SandboxStore): Map<string, PostalCodeEntry> {
  const codes = new Map<string, PostalCodeEntry>();
  let localityId = 0;
  const add = (postalCode: string, municipalityName: string, countryStateName: string) => {
    if (codes.has(postalCode)) return;
    const n = Number(postalCode);
    const names = [...new Set([0, 5, 7, 3].slice(0, 2 + (n % 3)).map((step) => LOCALITY_NAMES[(n + step) % LOCALITY_NAMES.length]!))];
    codes.set(postalCode, { postalCode, municipalityName, countryStateName, localities: names.map((name) => ({ id: ++localityId, name })) });
  };
  for (const l of [...store.locations.values()].sort((a, b) => a.id - b.id)) add(l.postalCode, l.municipalityName, l.countryStateName);
  for (const w of [...store.warehouses.values()].sort((a, b) => a.warehouseId - b.warehouseId)) {
    const sameCode = [...codes.values()].find((c) => c.postalCode.slice(0, 2) === w.postalCode.slice(0, 2));
    if (sameCode) add(w.postalCode, w.warehouseName.replace(/^Almacén /, ''), sameCode.countryStateName);
  }
  return codes;
}

const KINDS: { key: string; title: string; text: (ticket: number) => string; needsAttention: boolean; withTicket: boolean }[] = [
  { key: 'Ticket.ReviewPendingSerie', title: 'Pendiente por serie', text: (t) => `El ticket **${t}** requiere su revisión.`, needsAttention: true, withTicket: true },
  { key: 'Ticket.ReviewPendingWarehouse', title: 'Pendiente por almacén', text: (t) => `El ticket **${t}** espera la revisión del almacén.`, needsAttention: true, withTicket: true },
  { key: 'Ticket.ReviewScheduled', title: 'Revisión de agenda', text: (t) => `El ticket **${t}** tiene una agenda por revisar.`, needsAttention: true, withTicket: true },
  { key: 'Survey.Send', title: 'Encuesta enviada', text: (t) => `Se envió la encuesta de satisfacción del ticket **${t}**.`, needsAttention: false, withTicket: true },
  { key: 'User.RoleChanged', title: 'Cambio de rol', text: () => 'Su rol fue actualizado; vuelva a iniciar sesión para ver sus nuevos permisos.', needsAttention: false, withTicket: false },
  { key: 'Ticket.MoveToOnSite', title: 'Llegada a sitio', text: (t) => `El ticket **${t}** puede pasar a En sitio.`, needsAttention: false, withTicket: true },
  { key: 'Ticket.MoveToScheduled', title: 'Ticket agendado', text: (t) => `El ticket **${t}** fue agendado.`, needsAttention: false, withTicket: true },
];

/** Notifications per demo user besides the store's, spread over about two years; every third one already read. */
const EXTRA_NOTIFICATIONS: [userId: number, count: number][] = [[1, 12], [2, 8], [3, 8], [4, 6], [5, 4]];

function seedNotifications(store: SandboxStore): void {
  const tickets = [...store.tickets.keys()].sort((a, b) => a - b);
  for (const [userId, count] of EXTRA_NOTIFICATIONS) {
    for (let k = 0; k < count; k++) {
      const kind = KINDS[(userId + k) % KINDS.length]!;
      const ticketId = kind.withTicket && tickets.length ? tickets[(userId * 37 + k * 11) % tickets.length]! : null;
      const id = store.nextId('notifications');
      const record: NotificationRecord = {
        notificationId: id, notificationKey: kind.key, receiverUserId: userId, ticketId, needsAttention: kind.needsAttention,
        viewed: k % 3 === 2, title: kind.title, message: kind.text(ticketId ?? 0), iconUrl: null,
        emmitedDate: utc(new Date(store.now.getTime() - ((k * 70 + userId) * 24 + k) * 3_600_000)), expireDate: null, advise: null,
      };
      store.notifications.set(id, record);
    }
  }
}
