import { permissionsForRole } from '../auth/rolePermissions';
import {
  AREAS, CATEGORIES, CLIENT_PRIORITIES, COMMENT_TYPES, DELAY_CLASSIFICATIONS, IMPACTS, LOCATION_PRIORITIES, PARTNERS, PRIORITIES,
  PRODUCT_CONDITIONS, RESPONSIBLE_TYPES, SERVICE_CLASSES, SERVICE_TYPES, STATUS_CATEGORY_ROWS, TICKET_STATUSES, UNIT_MEASUREMENTS,
  URGENCIES, WAREHOUSE_TYPES, priorityFor,
} from './catalogSeed';
import { CLIENTS, COMMENTS, FAILURES, FIRST_NAMES, LAST_NAMES, SERVICE_NAMES_BY_TYPE, postalCodeIn, STATES, STREETS } from './places';
import { Random, utc } from './random';
import { seededWorkFlows } from '../workflow/state';
import { seedHierarchy } from '../security/hierarchySeed';
import { PROFILE_OF_ROLE } from '../security/constants';
import { TicketTable } from './ticketTable';
import type {
  ClientRecord, LocationRecord, ProjectRecord, RoleCode, SandboxStore, ServiceRecord, TicketRecord, UserRecord, WarehouseRecord,
} from './types';

export interface SeedOptions {
  seed?: number;
  tickets?: number;
  /** Configuration components the inventory seeds on first use (20,000 by default; SANDBOX_COMPONENTS for more). */
  components?: number;
  /** Fixed clock so that seeded dates, and thus tests, do not drift. */
  now?: Date;
  /** The zone days are counted in; the zone the sandbox runs in when absent. */
  timeZone?: string;
}

export const DEFAULT_SEED = 20261122;

/** The demo users of the sign-in page: one per role, user ids 1..9. */
export const DEMO_USERS: { roleCode: RoleCode; userName: string; fullName: string; systemRoleName: string }[] = [
  { roleCode: 'ADM', userName: 'admin', fullName: 'Andrea Salinas Ruiz', systemRoleName: 'Administrador' },
  { roleCode: 'DIS', userName: 'despachador', fullName: 'Diego Navarro Peña', systemRoleName: 'Despachador' },
  { roleCode: 'SUP', userName: 'supervisor', fullName: 'Silvia Montes Lara', systemRoleName: 'Supervisor' },
  { roleCode: 'ENG', userName: 'ingeniero', fullName: 'Emilio Rangel Soto', systemRoleName: 'Ingeniero' },
  { roleCode: 'WAD', userName: 'almacen', fullName: 'Wendy Álvarez Cano', systemRoleName: 'Administrador de almacén' },
  { roleCode: 'CWR', userName: 'cliente.escritor', fullName: 'Carla Treviño Ibarra', systemRoleName: 'Cliente escritor' },
  { roleCode: 'CRE', userName: 'cliente.lector', fullName: 'César Robles Fuentes', systemRoleName: 'Cliente lector' },
  { roleCode: 'LAT', userName: 'laboratorio.tecnico', fullName: 'Laura Téllez Ochoa', systemRoleName: 'Técnico de laboratorio' },
  { roleCode: 'LAD', userName: 'laboratorio.admin', fullName: 'Leonardo Arce Duarte', systemRoleName: 'Administrador de laboratorio' },
];

const SIZES = { projectsPerClient: 4, servicesPerClient: 8, locations: 300, engineers: 40, warehouses: 12, dispatchers: 6 };

function slug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');
}

/** Statuses tickets are spread over, weighted like a working desk (most active, a long tail of history). */
const STATUS_WEIGHTS: [number, number][] = [
  [2, 6], [3, 6], [4, 8], [6, 4], [7, 6], [5, 14], [9, 16], [11, 5], [14, 4], [17, 4], [19, 4], [20, 3], [23, 2], [25, 2],
  [36, 2], [37, 2], [38, 2], [39, 2], [42, 2], [43, 2], [44, 2],
];

export function createStore(options: SeedOptions = {}): SandboxStore {
  const seed = options.seed ?? DEFAULT_SEED;
  const rnd = new Random(seed);
  const now = options.now ?? new Date('2026-11-20T15:00:00Z');
  const ticketCount = options.tickets ?? 5000;
  const counters = new Map<string, number>();
  const permissionCache = new Map<RoleCode, ReadonlySet<string>>();
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const person = () => `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)} ${rnd.pick(LAST_NAMES)}`;

  const store: SandboxStore = {
    seed,
    now,
    componentCount: options.components ?? 20_000,
    timeZone: options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    users: new Map(), clients: new Map(), projects: new Map(), serviceTypes: new Map(), serviceClasses: new Map(),
    services: new Map(), locations: new Map(), warehouses: new Map(), partners: new Map(), priorities: new Map(),
    impacts: new Map(), urgencies: new Map(), delayClassifications: new Map(), statuses: new Map(), statusCategories: new Map(),
    categories: new Map(), commentTypes: new Map(), productConditions: new Map(), responsibleTypes: new Map(), unitMeasurements: new Map(),
    warehouseTypes: new Map(), locationPriorities: new Map(), clientPriorities: new Map(), areas: new Map(),
    tickets: new TicketTable(), comments: [], logbook: [], files: new Map(), notifications: new Map(),
    publicParams: { chatLink: 'https://chat.google.com/room/AAAAsoporte-mesa?cls=7' },
    nextId(collection) {
      const next = (counters.get(collection) ?? 0) + 1;
      counters.set(collection, next);
      return next;
    },
    permissionsOf(user) {
      let set = permissionCache.get(user.roleCode);
      if (!set) {
        set = new Set(permissionsForRole(user.roleCode));
        permissionCache.set(user.roleCode, set);
      }
      return set;
    },
  };
  const bump = (collection: string, id: number) => counters.set(collection, Math.max(counters.get(collection) ?? 0, id));

  for (const s of TICKET_STATUSES) store.statuses.set(s.id, s);
  for (const c of STATUS_CATEGORY_ROWS) store.statusCategories.set(c.id, c);
  for (const [map, rows] of [
    [store.priorities, PRIORITIES], [store.impacts, IMPACTS], [store.urgencies, URGENCIES],
    [store.delayClassifications, DELAY_CLASSIFICATIONS], [store.serviceClasses, SERVICE_CLASSES], [store.partners, PARTNERS],
  ] as const) {
    for (const row of rows) map.set(row.id, { ...row });
  }
  const seedRows = <T extends { id: number }>(map: Map<number, T>, rows: readonly T[]) => rows.forEach((row) => map.set(row.id, { ...row }));
  seedRows(store.categories, CATEGORIES);
  seedRows(store.commentTypes, COMMENT_TYPES);
  seedRows(store.productConditions, PRODUCT_CONDITIONS);
  seedRows(store.responsibleTypes, RESPONSIBLE_TYPES);
  seedRows(store.unitMeasurements, UNIT_MEASUREMENTS);
  seedRows(store.warehouseTypes, WAREHOUSE_TYPES);
  seedRows(store.locationPriorities, LOCATION_PRIORITIES);
  seedRows(store.clientPriorities, CLIENT_PRIORITIES);
  seedRows(store.areas, AREAS);
  for (const t of SERVICE_TYPES) store.serviceTypes.set(t.id, { ...t });

  const addUser = (u: Omit<UserRecord, 'userId'> & { userId?: number }): UserRecord => {
    const userId = u.userId ?? store.nextId('users');
    bump('users', userId);
    const record: UserRecord = { ...u, userId };
    store.users.set(userId, record);
    return record;
  };
  const baseUser = (roleCode: RoleCode, userName: string, fullName: string, systemRoleName: string, state = rnd.pick(STATES)) => ({
    userName, fullName, roleCode, systemRoleName, email: `${userName}@mesadeservicio.mx`, langId: 1 as const,
    mobileNumber: `55${String(rnd.int(10_000_000, 99_999_999))}`, level: roleCode === 'ADM' ? 0 : roleCode === 'SUP' ? 2 : 4,
    region: state.name, area: roleCode === 'ENG' ? 'Campo' : roleCode === 'WAD' ? 'Almacén' : 'Operaciones', superiorId: null,
    enabled: true, nonOperational: false, blobStorageUrlPath: null, lastAccessDate: utc(daysAgo(rnd.int(0, 20))),
    accessProfileId: PROFILE_OF_ROLE[roleCode], clientIds: [] as number[], warehouseIds: [] as number[],
  });

  // Each demo user below the top level reports to one above it, as the hierarchy's rule wants: the supervisor to
  // the administrator, everyone else to the supervisor.
  const demoSuperior = (level: number) => (level === 0 ? null : level <= 2 ? 1 : 3);
  DEMO_USERS.forEach((d, i) => {
    const user = baseUser(d.roleCode, d.userName, d.fullName, d.systemRoleName, STATES[0]);
    addUser({ ...user, superiorId: demoSuperior(user.level), userId: i + 1 });
  });

  CLIENTS.forEach((c, i) => {
    const client: ClientRecord = {
      id: i + 1, number: `CL-${String(1001 + i)}`, name: c.name, description: c.description, enabled: true,
      registeredDate: utc(daysAgo(900 - i * 40)), blobStorageUrlPath: null,
    };
    store.clients.set(client.id, client);
  });
  bump('clients', CLIENTS.length);
  // The demo client users belong to the first client.
  for (const id of [6, 7]) store.users.get(id)!.clientIds = [1];

  for (const client of store.clients.values()) {
    for (let p = 0; p < SIZES.projectsPerClient; p++) {
      const id = store.nextId('projects');
      const project: ProjectRecord = {
        id, clientId: client.id, enabled: p < 3, companyName: client.name.slice(0, 50),
        name: `${['Operación', 'Soporte', 'Renovación', 'Expansión'][p]} ${client.name.split(' ').slice(-1)[0]} ${2024 + (p % 3)}`,
        description: `Proyecto ${p + 1} de ${client.name}: atención en campo y soporte a sucursales.`,
      };
      store.projects.set(id, project);
    }
  }

  const typeIds = [...store.serviceTypes.keys()];
  for (const client of store.clients.values()) {
    const projects = [...store.projects.values()].filter((p) => p.clientId === client.id);
    for (let s = 0; s < SIZES.servicesPerClient; s++) {
      const serviceTypeId = typeIds[s % typeIds.length]!;
      const id = store.nextId('services');
      const service: ServiceRecord = {
        id, serviceTypeId, clientId: client.id, projectId: projects[s % projects.length]!.id, enabled: true,
        name: rnd.pick(SERVICE_NAMES_BY_TYPE[serviceTypeId]!), number: String(10_000 + id),
        serviceClassId: serviceTypeId === 9 ? 1 : serviceTypeId === 11 ? 2 : serviceTypeId === 12 ? 3 : serviceTypeId === 13 ? 4 : 5,
      };
      store.services.set(id, service);
    }
  }

  for (let i = 0; i < SIZES.locations; i++) {
    const state = STATES[i % STATES.length]!;
    const client = store.clients.get((i % CLIENTS.length) + 1)!;
    const municipality = rnd.pick(state.municipalities);
    const id = store.nextId('locations');
    const postalCode = postalCodeIn(state, String(rnd.int(0, 99_999)));
    const location: LocationRecord = {
      id, clientId: client.id, enabled: true, postalCode, municipalityName: municipality, countryStateName: state.name,
      name: `${client.name.split(' ')[0]} ${municipality} ${String(id).padStart(3, '0')}`.slice(0, 30),
      comercialName: `${client.name} – Sucursal ${municipality} ${id}`,
      description: `Sucursal ${id} de ${client.name} en ${municipality}`,
      addressFull: `${rnd.pick(STREETS)} ${rnd.int(1, 2500)}, ${municipality}, ${state.name}, C.P. ${postalCode}`,
      latitude: Number((state.lat + (rnd.next() - 0.5) * 0.3).toFixed(6)),
      longitude: Number((state.lng + (rnd.next() - 0.5) * 0.3).toFixed(6)),
    };
    store.locations.set(id, location);
  }

  const engineers: UserRecord[] = [store.users.get(4)!];
  for (let i = 1; i < SIZES.engineers; i++) {
    const fullName = person();
    engineers.push(addUser({ ...baseUser('ENG', `${slug(fullName)}.${i}`, fullName, 'Ingeniero'), superiorId: 3 }));
  }
  for (let i = 0; i < SIZES.dispatchers; i++) {
    const fullName = person();
    addUser(baseUser('DIS', `${slug(fullName)}.d${i}`, fullName, 'Despachador'));
  }
  for (let i = 0; i < SIZES.warehouses; i++) {
    const state = STATES[i % STATES.length]!;
    const responsible = i === 0 ? store.users.get(5)! : addUser(baseUser('WAD', `almacen.${slug(state.name)}`, person(), 'Administrador de almacén', state));
    const warehouseId = store.nextId('warehouses');
    const warehouse: WarehouseRecord = {
      warehouseId, warehouseName: `Almacén ${state.municipalities[0]}`, responsibleId: responsible.userId, enabled: true,
      address: `${rnd.pick(STREETS)} ${rnd.int(1, 900)}, ${state.municipalities[0]}`, postalCode: postalCodeIn(state, '100'),
      latitude: state.lat, longitude: state.lng,
    };
    store.warehouses.set(warehouseId, warehouse);
    responsible.warehouseIds.push(warehouseId);
  }

  const services = [...store.services.values()];
  const locationsByClient = new Map<number, LocationRecord[]>();
  for (const l of store.locations.values()) locationsByClient.set(l.clientId, [...(locationsByClient.get(l.clientId) ?? []), l]);
  const statusIds = STATUS_WEIGHTS;
  for (let i = 0; i < ticketCount; i++) {
    const service = services[i % services.length]!;
    const location = rnd.pick(locationsByClient.get(service.clientId)!);
    const statusId = rnd.weighted(statusIds);
    const created = daysAgo(rnd.next() * 360);
    const assigned = statusId === 2 ? null : (i % 9 === 0 ? engineers[0]! : rnd.pick(engineers));
    const hours = (h: number) => new Date(created.getTime() + h * 3_600_000);
    const finished = [5, 9, 10, 26].includes(statusId);
    const urgencyId = rnd.int(1, 3);
    const impactId = rnd.int(1, 3);
    const ticketId = 100_000 + i + 1;
    const ticket: TicketRecord = {
      ticketId, statusId, clientId: service.clientId, projectId: service.projectId, serviceId: service.id,
      serviceTypeId: service.serviceTypeId, serviceClassId: service.serviceClassId, locationId: location.id,
      partnerId: rnd.pick(PARTNERS).id, assignedEngineerId: assigned?.userId ?? null, urgencyId, impactId,
      priorityId: priorityFor(urgencyId, impactId), delayClassificationId: rnd.chance(0.1) ? rnd.int(1, 6) : null,
      setDelayClassification: !finished && statusId !== 11, isIncident: service.serviceTypeId === 9,
      remote: service.serviceTypeId === 32 || rnd.chance(0.08), external: rnd.chance(0.05), externalOrigin: null, externalEventId: null,
      description: `${service.name}: ${rnd.pick(FAILURES).toLowerCase()} en ${location.name}.`,
      issueType: service.serviceTypeId === 9 ? rnd.pick(FAILURES) : null, actualFailure: finished ? rnd.pick(FAILURES) : null,
      serialNumbers: rnd.chance(0.6) ? `SN${rnd.int(10_000_000, 99_999_999)}` : null,
      clientTicketNumber: rnd.chance(0.5) ? `${store.clients.get(service.clientId)!.number}-${rnd.int(10_000, 99_999)}` : null,
      requestedByUser: person(), requesterEmail: `contacto${rnd.int(1, 999)}@cliente.com.mx`, createdUserId: rnd.pick([1, 2, 3]),
      categoryName: rnd.pick(['Hardware', 'Software', 'Comunicaciones', 'Energía']), subcategoryName: rnd.pick(['Equipo', 'Periférico', 'Enlace', 'Configuración']),
      interventionCodeName: finished ? rnd.pick(['Reemplazo de pieza', 'Ajuste', 'Reinicio', 'Limpieza']) : null,
      firstCallSolution: finished && rnd.chance(0.3), ticketProgress: 0, ticketClientGroup: null, workFlowName: null,
      ticketCloseFields: finished ? 'Solución aplicada: reemplazo\nEquipo probado con el cliente' : null,
      creationDateUTC: utc(created), startDate: statusId === 2 ? null : utc(hours(2)), scheduledDate: utc(hours(72)),
      closedDate: finished ? utc(hours(rnd.int(4, 70))) : null, cancelledDate: statusId === 11 ? utc(hours(rnd.int(1, 48))) : null,
      attendDate: [6, 7, 17, 5, 9].includes(statusId) ? utc(hours(rnd.int(3, 30))) : null, previousStatusId: null,
    };
    ticket.ticketProgress = finished || statusId === 11 ? 0 : Math.min(100, Number((((now.getTime() - created.getTime()) / (72 * 3_600_000)) * 100).toFixed(2)));
    if (ticket.external) {
      ticket.externalOrigin = rnd.pick(['ServiceNow', 'Portal Cliente', 'Correo']);
      ticket.externalEventId = `${rnd.int(1000, 9999)},${rnd.int(1000, 9999)}`;
    }
    store.tickets.set(ticketId, ticket);
    store.logbook.push({ id: store.nextId('logbook'), ticketId, statusId: 2, previousStatusId: null, comment: 'Ticket creado', createdUserId: ticket.createdUserId, createdDateTime: utc(created) });
    if (statusId !== 2) {
      store.logbook.push({ id: store.nextId('logbook'), ticketId, statusId, previousStatusId: 2, comment: null, createdUserId: ticket.assignedEngineerId ?? 1, createdDateTime: utc(hours(3)) });
    }
    const commentCount = i < 2000 ? rnd.int(0, 3) : 0;
    for (let c = 0; c < commentCount; c++) {
      store.comments.push({
        id: store.nextId('comments'), ticketId, comment: rnd.pick(COMMENTS), commentTypeId: null, isInternal: rnd.chance(0.2),
        createdUserId: ticket.assignedEngineerId ?? 2, createdDateTime: utc(hours(1 + c * 5)),
      });
    }
  }
  bump('tickets', 100_000 + ticketCount);

  const engineer = store.users.get(4)!;
  const engineerTickets = [...store.tickets.values()].filter((t) => t.assignedEngineerId === engineer.userId).slice(0, 6);
  engineerTickets.forEach((t, i) => {
    const id = store.nextId('notifications');
    store.notifications.set(id, {
      notificationId: id, notificationKey: i % 2 ? 'Ticket.ReviewScheduled' : 'Ticket.ReviewPendingSerie', receiverUserId: i < 3 ? 4 : 5,
      ticketId: t.ticketId, needsAttention: true, viewed: false, title: i % 2 ? 'Revisión de agenda' : 'Pendiente por serie',
      message: `El ticket **${t.ticketId}** requiere su revisión.`, iconUrl: null, emmitedDate: utc(daysAgo(i)), expireDate: null, advise: null,
    });
  });
  // The workflow seed adds its orders' step tickets to the ticket store: it runs here, its pieces keep the rest (workflow/state.ts).
  seededWorkFlows(store);
  seedHierarchy(store);
  return store;
}
