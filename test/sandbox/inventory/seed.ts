import { Random, utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import { SHIPMENT_STATUS, type ShipmentStatusId } from '../../../src/domain/shipments/shipmentStatus';
import type { ShipmentFormat } from '../../../src/domain/shipments/shipmentTypes';
import { emptyLedger, receiveSupply, type ComponentItem, type Ledger, type Place } from './ledger';
import { destinationsOf } from './places';
import { availableSupply, createShipment, registerReceipt, takeStep, type EngineContext } from './shipmentEngine';
import type { InventoryState, NamedEntry } from './state';
import { brands, productModels } from '../catalog/richState';
import { OPERATORS, seedFieldComponents } from './fieldComponents';

/** Every component status id of spec 001 section 4. */
export const COMPONENT_STATUS_IDS = [1, 8, 27, 31, 32, 33, 34, 41, 42, 43, 44, 45, 46, 47, 48] as const;

const named = (rows: [number, string, boolean?][]): Map<number, NamedEntry> =>
  new Map(rows.map(([id, name, enabled = true]) => [id, { id, name, enabled }]));

const COURIERS: [number, string, boolean?][] = [
  [1, 'DHL Express'],
  [2, 'Estafeta'],
  [3, 'FedEx'],
  [4, 'Paquetexpress'],
  [5, 'Redpack'],
  [6, 'Mensajería propia'],
  [7, 'Multipack', false],
];
const PRIORITIES: [number, string, boolean?][] = [
  [1, 'Baja'],
  [2, 'Normal'],
  [3, 'Alta'],
  [4, 'Urgente'],
];
const LABORATORIES: [number, string, boolean?][] = [
  [1, 'Laboratorio Central CDMX'],
  [2, 'Laboratorio Regional Monterrey'],
];
const SUPPLIES: [string, string, string, number][] = [
  ['Rollo térmico 57 mm', 'INS-ROL-57', 'Rollo', 18.5],
  ['Cable de red Cat 6 (3 m)', 'INS-CAB-C6', 'Pieza', 65],
  ['Eliminador 12 V', 'INS-ELI-12', 'Pieza', 149.9],
  ['Batería para terminal', 'INS-BAT-TPV', 'Pieza', 420],
  ['Etiqueta de inventario', 'INS-ETQ-INV', 'Paquete', 95],
  ['Conector RJ45', 'INS-RJ45', 'Caja', 210],
  ['Cinta de impresora', 'INS-CIN-IMP', 'Pieza', 132],
  ['Tarjeta SIM de datos', 'INS-SIM-DAT', 'Pieza', 55],
  ['Limpiador de cabezal', 'INS-LIM-CAB', 'Pieza', 38],
  ['Funda protectora TPV', 'INS-FUN-TPV', 'Pieza', 89],
  ['Cable USB-C', 'INS-USB-C', 'Pieza', 74],
  ['Kit de tornillería', 'INS-TOR-KIT', 'Juego', 120],
];
const LAB_STATUSES = [42, 44, 43, 45] as const;
const KITS_PER_PLACE = 2;

function emptyState(counters: Map<string, number>): InventoryState {
  return {
    ledger: emptyLedger(),
    warehouseDetails: new Map(),
    warehouseDestinations: new Map(),
    taskForceWarehouses: new Map(),
    laboratories: named(LABORATORIES),
    couriers: named(COURIERS),
    priorities: named(PRIORITIES),
    shipments: new Map(),
    nextId(collection) {
      const next = (counters.get(collection) ?? 0) + 1;
      counters.set(collection, next);
      return next;
    },
  };
}

/**
 * The seeded inventory (deterministic): components of every status id, kits and supplies over the 12
 * warehouses, the engineers and the two laboratories; warehouse details and destinations; and shipments
 * in every status, made through the same engine the API runs, so the seed obeys the ledger's rules.
 * The demo warehouse (1, managed by 'almacen') holds available components; the demo engineer (4) is
 * among its destinations.
 */
export function seedInventory(store: SandboxStore): InventoryState {
  const rnd = new Random(7_020);
  const counters = new Map<string, number>();
  const state = emptyState(counters);
  const warehouses = [...store.warehouses.values()];
  const engineers = [...store.users.values()].filter((u) => u.roleCode === 'ENG');
  const partnerIds = [...store.partners.keys()];
  const daysAgo = (d: number) => utc(new Date(store.now.getTime() - d * 86_400_000));

  warehouses.forEach((w, i) => {
    state.warehouseDetails.set(w.warehouseId, {
      exteriorNumber: String(rnd.int(1, 999)),
      interiorNumber: i % 3 === 0 ? `Bodega ${String.fromCharCode(65 + (i % 4))}` : null,
      partnerId: partnerIds[i % partnerIds.length]!,
      secondaryResponsibleId: null,
    });
    state.warehouseDestinations.set(w.warehouseId, {
      warehouseIds: warehouses.filter((o) => o.warehouseId !== w.warehouseId).map((o) => o.warehouseId),
      engineerIds: engineers.filter((_, e) => e % warehouses.length === i || (i === 0 && e < 6)).map((e) => e.userId),
    });
  });
  engineers.forEach((e, i) => state.taskForceWarehouses.set(e.userId, [...new Set([warehouses[i % warehouses.length]!.warehouseId, 1])]));
  SUPPLIES.forEach(([name, code, unitOfMeasurement, unitCost]) => {
    const supplyId = state.nextId('supplies');
    state.ledger.supplies.set(supplyId, {
      supplyId,
      name,
      code,
      unitOfMeasurement,
      unitCost,
      enabled: true,
    });
  });

  const places: Place[] = [
    ...warehouses.map((w) => ({
      type: 'Warehouse' as const,
      id: w.warehouseId,
    })),
    ...engineers.map((e) => ({ type: 'TaskForce' as const, id: e.userId })),
    ...[...state.laboratories.keys()].map((id) => ({
      type: 'Laboratory' as const,
      id,
    })),
  ];
  let statusCursor = 0;
  for (const place of places) {
    const count = place.type === 'Warehouse' ? 30 : place.type === 'Laboratory' ? 12 : 5;
    for (let n = 0; n < count; n++) {
      const statusId =
        place.type === 'Laboratory'
          ? LAB_STATUSES[n % LAB_STATUSES.length]!
          : place.type === 'Warehouse' && place.id === 1 && n < 15
            ? 1
            : COMPONENT_STATUS_IDS[statusCursor++ % COMPONENT_STATUS_IDS.length]!;
      addComponent(store, state.ledger, rnd, place, statusId, daysAgo(rnd.int(30, 700)));
    }
    if (place.type === 'Laboratory') continue;
    for (let k = 0; k < KITS_PER_PLACE; k++) addKit(store, state.ledger, rnd, place, daysAgo(rnd.int(30, 700)));
    for (const supply of state.ledger.supplies.values()) {
      if (place.type === 'Warehouse' || rnd.chance(0.3))
        receiveSupply(state.ledger, place, supply.supplyId, place.type === 'Warehouse' ? rnd.int(40, 400) : rnd.int(2, 20));
    }
  }
  seedShipments(store, state, rnd, daysAgo);
  seedFieldComponents(store, state.ledger);
  // The seed numbers its components 1..n itself; ids made later follow them.
  counters.set('products', state.ledger.components.size);
  return state;
}

function addComponent(
  store: SandboxStore,
  ledger: Ledger,
  rnd: Random,
  place: Place,
  componentStatusId: number,
  registeredDate: string,
  kitId: number | null = null,
) {
  const productId = ledger.components.size + 1;
  const model = rnd.pick([...productModels(store).values()]);
  const brand = brands(store).get(model.brandId)!;
  const clientId = rnd.chance(0.6) ? rnd.int(1, store.clients.size) : null;
  const locations = clientId === null ? [] : [...store.locations.values()].filter((l) => l.clientId === clientId);
  const isTerminal = model.brandId <= 3;
  const installed = componentStatusId === 1 && rnd.chance(0.3);
  const item: ComponentItem = {
    productId,
    serialNumber: `${brand.name.slice(0, 3).toUpperCase()}${String(100_000 + productId * 37).slice(-6)}${productId}`,
    description: `${brand.name} ${model.name}`,
    brandName: brand.name,
    modelName: model.name,
    productModelId: model.id,
    modelDescription: `Modelo ${model.name} (${model.value})`,
    value: model.value,
    componentStatusId,
    isClientProperty: clientId !== null && rnd.chance(0.3),
    // Derived, not drawn, so the seed's sequence (and every test that reads it) stays as it was.
    programmed: productId % 4 === 0,
    remote: productId % 5 === 0,
    clientId,
    locationId: locations.length ? rnd.pick(locations).id : null,
    responsibleTypeId: place.type === 'Warehouse' ? 1 : place.type === 'TaskForce' ? 2 : 3,
    conditionId: installed ? 1 : rnd.pick([2, 3, 4, 5]),
    ip: isTerminal ? null : `10.${rnd.int(0, 254)}.${rnd.int(0, 254)}.${rnd.int(1, 254)}`,
    port: isTerminal ? null : rnd.pick([80, 443, 9100, 8080]),
    simNumber: isTerminal ? `8952${String(rnd.int(10_000_000, 99_999_999))}${String(rnd.int(10_000_000, 99_999_999))}` : null,
    imeiNumber: isTerminal ? `35${String(rnd.int(100_000_000, 999_999_999))}${String(rnd.int(1000, 9999))}` : null,
    operatorName: isTerminal ? rnd.pick(OPERATORS) : null,
    installedDate: installed ? registeredDate : null,
    withdrawnDate: null,
    registeredDate,
    productTiNumber: String(500_000 + productId),
    cost: rnd.int(800, 45_000) + rnd.int(0, 99) / 100,
    currencyId: rnd.chance(0.8) ? 1 : 2,
    kitId,
    place,
    heldBy: null,
    warehouseOutputId: null,
  };
  ledger.components.set(productId, item);
}

function addKit(store: SandboxStore, ledger: Ledger, rnd: Random, place: Place, registeredDate: string) {
  const kitId = ledger.kits.size + 1;
  const name = rnd.pick(['Kit de instalación TPV', 'Kit de reemplazo de cajero', 'Kit de red para sucursal', 'Kit de cómputo de oficina']);
  ledger.kits.set(kitId, {
    kitId,
    number: `KIT-${String(kitId).padStart(5, '0')}`,
    name,
    description: `${name} con sus componentes`,
    stateName: 'Available',
    place,
    heldBy: null,
  });
  const parts = rnd.int(2, 3);
  for (let p = 0; p < parts; p++) addComponent(store, ledger, rnd, place, 1, registeredDate, kitId);
}

/** How far along each seeded shipment goes: every status, a few each. */
const SHIPMENT_PLAN: [ShipmentStatusId, number][] = [
  [SHIPMENT_STATUS.Pending, 3],
  [SHIPMENT_STATUS.Confirmed, 2],
  [SHIPMENT_STATUS.OnProcess, 2],
  [SHIPMENT_STATUS.WaitingForDeparture, 3],
  [SHIPMENT_STATUS.Received, 2],
  [SHIPMENT_STATUS.Closed, 3],
  [SHIPMENT_STATUS.Canceled, 2],
];
const PATH: Record<ShipmentStatusId, ('confirm' | 'onProcess' | 'readyToShip' | 'receipt' | 'register' | 'cancel')[]> = {
  1: [],
  6: ['confirm'],
  2: ['confirm', 'onProcess'],
  3: ['confirm', 'onProcess', 'readyToShip'],
  7: ['confirm', 'onProcess', 'readyToShip', 'receipt'],
  4: ['confirm', 'onProcess', 'readyToShip', 'register'],
  5: ['confirm', 'cancel'],
};

function seedShipments(store: SandboxStore, state: InventoryState, rnd: Random, daysAgo: (d: number) => string) {
  const admin = [...store.users.values()].find((u) => u.roleCode === 'ADM')!;
  let n = 0;
  for (const [status, count] of SHIPMENT_PLAN) {
    for (let c = 0; c < count; c++, n++) {
      const format = ((n % 4) + 1) as ShipmentFormat;
      const origin =
        format <= 2
          ? [...store.warehouses.keys()][(n % 11) + 1]!
          : [...store.users.values()].filter((u) => u.roleCode === 'ENG')[(n % 30) + 5]!.userId;
      const destinations = destinationsOf(store, state, format, origin);
      if (!destinations.length) continue;
      const destination = n === 0 ? (destinations.find((d) => d.id === 4) ?? destinations[0]!) : rnd.pick(destinations);
      const started = 40 - n;
      const ctx = (day: number): EngineContext => ({
        store,
        state,
        user: admin as UserRecord,
        now: daysAgo(day),
      });
      const originPlace: Place = {
        type: format <= 2 ? 'Warehouse' : 'TaskForce',
        id: origin,
      };
      const components = [...state.ledger.components.values()]
        .filter((i) => i.kitId === null && i.heldBy === null && i.place.type === originPlace.type && i.place.id === originPlace.id)
        .slice(0, 2)
        .map((i) => i.productId);
      const supply = [...state.ledger.supplies.keys()].find((id) => availableSupply(state, originPlace, id) >= 2);
      const shipment = createShipment(ctx(started), {
        format,
        originResponsibleId: origin,
        destinationResponsibleId: destination.id,
        cost: c % 2 ? null : rnd.int(150, 4_000) + 0.5,
        currencyId: c % 2 ? null : 1,
        guideNumber: `GU-${String(880_000 + n * 13)}`,
        courierId: rnd.int(1, 6),
        shipmentPriorityId: rnd.int(1, 4),
        components,
        kits: [],
        supplies: supply ? [{ supplyId: supply, quantity: 2 }] : [],
      });
      PATH[status].forEach((step, s) => {
        const at = ctx(started - s - 1);
        if (step === 'register')
          registerReceipt(
            at,
            shipment.shipmentId,
            shipment.items.map((i, k) => ({
              articleShipmentId: i.articleShipmentId,
              accepted: k !== 1,
            })),
          );
        else takeStep(at, shipment.shipmentId, step);
      });
    }
  }
}
