import type { TicketComponent } from '../../../src/api/tags/ticket';
import { SandboxError } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, TicketRecord, UserRecord } from '../store/types';
import { addComment } from './moves';
import { PRODUCT_CONDITIONS, ticketState, type ComponentMovement, type ProductRecord } from './state';

/** Component and supply movements are allowed only while the ticket is being worked on. */
const MOVEMENT_STATUSES = new Set([7, 39]);

const serialsOf = (ticket: TicketRecord) => (ticket.serialNumbers ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Products installed on the ticket (its serial numbers), for the detail and the PDF. */
export function installedProducts(store: SandboxStore, ticket: TicketRecord): ProductRecord[] {
  const { products } = ticketState(store);
  return serialsOf(ticket).flatMap((serial) => products.get(serial) ?? []);
}

/** One row per component moved on the ticket, with its last movement. */
export function ticketComponents(store: SandboxStore, ticketId: number): TicketComponent[] {
  const { products, movements } = ticketState(store);
  const last = new Map<string, ComponentMovement>();
  for (const m of movements.get(ticketId) ?? []) last.set(m.serialNumber, m);
  return [...last.values()].map((m) => {
    const p = products.get(m.serialNumber)!;
    return {
      productId: p.productId, serialNumber: p.serialNumber, brandName: p.brandName, modelName: p.modelName, modelDescription: p.modelDescription,
      productConditionId: p.productConditionId, productConditionName: p.productConditionId === null ? null : (PRODUCT_CONDITIONS[p.productConditionId] ?? null),
      movementType: m.movementType, movementDateTime: m.movementDateTime, movementUserFullName: store.users.get(m.userId)?.fullName ?? '',
    };
  });
}

function assertMovable(store: SandboxStore, ticket: TicketRecord): void {
  if (!MOVEMENT_STATUSES.has(ticket.statusId)) {
    const name = store.statuses.get(ticket.statusId)?.name ?? String(ticket.statusId);
    throw new SandboxError(409, `El ticket ${ticket.ticketId} está en ${name}, un estatus que no permite movimientos de componentes o insumos`);
  }
}

function assertNoRepeats(serials: string[]): void {
  const seen = new Set<string>();
  for (const serial of serials) {
    if (seen.has(serial)) throw new SandboxError(400, `El número de serie ${serial} viene más de una vez en el movimiento`);
    seen.add(serial);
  }
}

/** Checks every serial before anything moves, so a refused request leaves the inventory unchanged. */
function checkInstallable(store: SandboxStore, serials: string[]): ProductRecord[] {
  const { products } = ticketState(store);
  return serials.map((serial) => {
    const product = products.get(serial);
    if (!product) throw new SandboxError(400, `El número de serie ${serial} no existe`);
    if (product.locationId !== null) throw new SandboxError(400, `El número de serie ${serial} ya está instalado`);
    return product;
  });
}

function checkRetirable(store: SandboxStore, ticket: TicketRecord, serials: string[]): ProductRecord[] {
  const { products } = ticketState(store);
  return serials.map((serial) => {
    const product = products.get(serial);
    if (!product || product.locationId !== ticket.locationId) {
      throw new SandboxError(400, `El número de serie ${serial} no está instalado en la ubicación del ticket`);
    }
    return product;
  });
}

export interface Movement {
  install: string[];
  retire: string[];
  comment: string | null;
}

/** Installs and/or retires components on the ticket's location and answers the ticket's components. */
export function moveComponents(store: SandboxStore, user: UserRecord, ticket: TicketRecord, movement: Movement): TicketComponent[] {
  assertMovable(store, ticket);
  assertNoRepeats([...movement.install, ...movement.retire]);
  const toInstall = checkInstallable(store, movement.install);
  const toRetire = checkRetirable(store, ticket, movement.retire);
  const { movements } = ticketState(store);
  const list = movements.get(ticket.ticketId) ?? [];
  movements.set(ticket.ticketId, list);
  const now = utc(store.now);
  let serials = serialsOf(ticket);
  for (const product of toRetire) {
    product.locationId = null;
    serials = serials.filter((s) => s !== product.serialNumber);
    list.push({ serialNumber: product.serialNumber, movementType: 'Retire', movementDateTime: now, userId: user.userId });
  }
  for (const product of toInstall) {
    product.locationId = ticket.locationId;
    serials.push(product.serialNumber);
    list.push({ serialNumber: product.serialNumber, movementType: 'Install', movementDateTime: now, userId: user.userId });
  }
  ticket.serialNumbers = serials.length ? serials.join(',') : null;
  if (movement.comment) addComment(store, user, ticket.ticketId, movement.comment);
  return ticketComponents(store, ticket.ticketId);
}
