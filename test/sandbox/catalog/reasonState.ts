import { serviceState } from '../store/serviceState';
import type { TypeRecord } from './richState';

/** A reason (route reasons): of a reason type, with one of that type's origins. */
export interface ReasonRecord {
  id: number;
  name: string;
  reasonTypeId: number;
  originId: number;
  enabled: boolean;
}

/** Where a reason of a type comes from (Origen/getByReasonType): read only, the spec shows no edit of it. */
export interface OriginRecord {
  id: number;
  name: string;
  reasonTypeId: number;
}

const entries = (first: number, rows: [string, string][]): TypeRecord[] =>
  rows.map(([name, description], i) => ({ id: first + i, name, description, enabled: true }));

const REASON_TYPES = entries(1, [
  ['Atribuible al cliente', 'El cliente o su sitio originan el motivo'],
  ['Atribuible a la operación', 'La mesa, el campo o el almacén originan el motivo'],
  ['Causa externa', 'Ni el cliente ni la operación lo controlan'],
]);

const ORIGINS: OriginRecord[] = [
  { id: 1, name: 'Solicitud del cliente', reasonTypeId: 1 }, { id: 2, name: 'Sitio del cliente', reasonTypeId: 1 },
  { id: 3, name: 'Mesa de servicio', reasonTypeId: 2 }, { id: 4, name: 'Ingeniero de campo', reasonTypeId: 2 },
  { id: 5, name: 'Almacén', reasonTypeId: 2 }, { id: 6, name: 'Proveedor', reasonTypeId: 3 },
  { id: 7, name: 'Clima', reasonTypeId: 3 },
];

const REASONS: ReasonRecord[] = [
  { id: 1, name: 'Sitio cerrado', reasonTypeId: 1, originId: 2, enabled: true },
  { id: 2, name: 'Cliente canceló la visita', reasonTypeId: 1, originId: 1, enabled: true },
  { id: 3, name: 'Ingeniero sin disponibilidad', reasonTypeId: 2, originId: 4, enabled: true },
  { id: 4, name: 'Refacción sin existencia', reasonTypeId: 2, originId: 5, enabled: true },
  { id: 5, name: 'Lluvia intensa', reasonTypeId: 3, originId: 7, enabled: false },
];

// Ids 1-5 and 6-10 are the reasons seeded tickets and their tests move with (ticket.yaml cancelationReasonId, pendingReasonId).
const CANCELATION_REASONS = entries(1, [
  ['Solicitud duplicada', 'Otro ticket atiende la misma falla'], ['Cancelado a petición del cliente', 'El cliente retira la solicitud'],
  ['Falla resuelta antes de la visita', 'El equipo volvió a operar'], ['Datos del registro incorrectos', 'El ticket se levantó con datos erróneos'],
  ['Ubicación cerrada definitivamente', 'El sitio dejó de operar'],
]);
const PENDING_REASONS = entries(6, [
  ['Cliente no disponible', 'Nadie recibe al ingeniero'], ['En espera de refacción', 'La pieza aún no llega'],
  ['Acceso al sitio no autorizado', 'Falta el permiso de acceso'], ['En espera de información del cliente', 'Faltan datos para continuar'],
  ['Condiciones de seguridad en sitio', 'El sitio no es seguro para trabajar'],
]);
const SCHEDULED_REASONS = entries(1, [
  ['Horario solicitado por el cliente', 'El cliente fija la fecha de la visita'], ['Ventana de mantenimiento', 'Se atiende en la ventana acordada'],
]);
const PENDING_SERIE_REASONS = entries(1, [
  ['Serie no coincide con el inventario', 'La serie del equipo no está en el almacén'], ['Serie ilegible', 'La etiqueta no se puede leer'],
]);
const IRREPARABLE_REASONS = entries(1, [
  ['Daño por líquidos', 'La tarjeta principal está oxidada'], ['Pieza descontinuada', 'El fabricante ya no surte la pieza'],
]);

const mapOf = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, { ...row }]));

/** The reasons catalogue and the five reason families reachable from its route: catalog pieces, seeded on first use. */
export const reasonTypes = serviceState('catalog', 'reasonTypes', () => mapOf(REASON_TYPES));
export const reasonOrigins = serviceState('catalog', 'reasonOrigins', () => mapOf(ORIGINS));
export const reasons = serviceState('catalog', 'reasons', () => mapOf(REASONS));
/** Offered when a ticket moves to 11 Cancelled. */
export const cancelationReasons = serviceState('catalog', 'cancelationReasons', () => mapOf(CANCELATION_REASONS));
/** Offered when a ticket moves to 20 PendingReason. */
export const pendingReasons = serviceState('catalog', 'pendingReasons', () => mapOf(PENDING_REASONS));
export const scheduledReasons = serviceState('catalog', 'scheduledReasons', () => mapOf(SCHEDULED_REASONS));
export const pendingSerieReasons = serviceState('catalog', 'pendingSerieReasons', () => mapOf(PENDING_SERIE_REASONS));
export const irreparableReasons = serviceState('catalog', 'irreparableReasons', () => mapOf(IRREPARABLE_REASONS));

/** The reason pieces, for the catalog service's registration. */
export const reasonCatalogueState = [
  reasonTypes, reasonOrigins, reasons, cancelationReasons, pendingReasons, scheduledReasons, pendingSerieReasons, irreparableReasons,
];
