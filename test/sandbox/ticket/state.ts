import { Random } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

/**
 * Ticket-service state the shared store does not hold: the product inventory behind ticket
 * components, component movements, and which clients each engineer serves (engineer groups are the security service's system groups).
 * Created lazily per store and seeded from the store's own data, so a store reset starts afresh.
 */
export interface ProductRecord {
  productId: number;
  serialNumber: string;
  brandName: string;
  modelName: string;
  modelDescription: string;
  productConditionId: number | null;
  /** Location where the product is installed; null when it is in stock. */
  locationId: number | null;
}

export interface ComponentMovement {
  serialNumber: string;
  movementType: 'Install' | 'Retire';
  movementDateTime: string;
  userId: number;
}

export interface TicketServiceState {
  products: Map<string, ProductRecord>;
  movements: Map<number, ComponentMovement[]>;
  /** Clients each engineer may be assigned to (assignable task forces). */
  engineerClients: Map<number, ReadonlySet<number>>;
}

export const PRODUCT_CONDITIONS: Record<number, string> = { 1: 'Nuevo', 2: 'Usado funcional', 3: 'Dañado', 4: 'Reparado' };
export const COMMENT_TYPES: Record<number, string> = { 1: 'Seguimiento', 2: 'Solución', 3: 'Escalamiento', 4: 'Nota para el cliente' };
export const INTERVENTION_CODES: Record<string, number> = { 'Reemplazo de pieza': 1, Ajuste: 2, Reinicio: 3, Limpieza: 4 };

const MODELS: [brand: string, model: string, description: string][] = [
  ['NCR', 'SelfServ 84', 'Cajero automático de pared'],
  ['Diebold Nixdorf', 'DN Series 200', 'Cajero automático de piso'],
  ['Verifone', 'V200c', 'Terminal punto de venta'],
  ['Ingenico', 'Move/5000', 'Terminal punto de venta inalámbrica'],
  ['APC', 'Smart-UPS 1500', 'Sistema de alimentación ininterrumpida'],
  ['Dell', 'OptiPlex 7010', 'Equipo de escritorio'],
  ['Epson', 'TM-T20III', 'Impresora de tickets'],
  ['Ubiquiti', 'LiteBeam 5AC', 'Antena de enlace punto a punto'],
];

const SPARE_PRODUCTS = 400;
export const ticketState = serviceState('ticket', 'state', seedState);

function seedState(store: SandboxStore): TicketServiceState {
  const rnd = new Random(store.now.getTime() % 2_147_483_647 ^ store.tickets.size);
  const products = new Map<string, ProductRecord>();
  const movements = new Map<number, ComponentMovement[]>();
  const addProduct = (serialNumber: string, locationId: number | null, productConditionId: number) => {
    const [brandName, modelName, modelDescription] = rnd.pick(MODELS);
    const product = { productId: products.size + 1, serialNumber, brandName, modelName, modelDescription, productConditionId, locationId };
    products.set(serialNumber, product);
    return product;
  };

  for (const ticket of store.tickets.values()) {
    if (!ticket.serialNumbers) continue;
    for (const serial of ticket.serialNumbers.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (products.has(serial)) continue;
      const product = addProduct(serial, ticket.locationId, rnd.pick([1, 2, 2, 4]));
      // Finished installations and removals carry the movement that explains where the product is.
      const done = ticket.closedDate ?? null;
      const kind = ticket.serviceTypeId === 12 ? 'Install' : ticket.serviceTypeId === 13 ? 'Retire' : null;
      if (done && kind) {
        if (kind === 'Retire') product.locationId = null;
        movements.set(ticket.ticketId, [
          { serialNumber: serial, movementType: kind, movementDateTime: ticket.attendDate ?? done, userId: ticket.assignedEngineerId ?? ticket.createdUserId },
        ]);
      }
    }
  }
  for (let i = 0; i < SPARE_PRODUCTS; i++) {
    let serial: string;
    do serial = `RF${rnd.int(10_000_000, 99_999_999)}`;
    while (products.has(serial));
    addProduct(serial, null, rnd.pick([1, 1, 1, 4]));
  }

  const engineers = [...store.users.values()].filter((u) => u.roleCode === 'ENG').sort((a, b) => a.userId - b.userId);
  const clientIds = [...store.clients.keys()].sort((a, b) => a - b);
  const engineerClients = new Map<number, ReadonlySet<number>>();
  engineers.forEach((engineer, index) => {
    // The demo engineer serves every client; the others about three in five.
    const served = engineer.userId === 4 ? clientIds : clientIds.filter(() => rnd.chance(0.6));
    engineerClients.set(engineer.userId, new Set(served.length ? served : [clientIds[index % clientIds.length]!]));
  });
  return { products, movements, engineerClients };
}
