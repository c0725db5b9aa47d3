/** Fixed catalogues of the security service that the store does not hold. */
import { STATES } from '../store/places';
import type { RoleCode } from '../store/types';

/** Seed of the security state's PRNG (the store's own seed drives the users it starts from). */
export const SECURITY_SEED = 0x5ec0_2026;

export const ROLE_NAMES: Record<RoleCode, { es: string; en: string }> = {
  ADM: { es: 'Administrador', en: 'Administrator' },
  DIS: { es: 'Despachador', en: 'Dispatcher' },
  SUP: { es: 'Supervisor', en: 'Supervisor' },
  ENG: { es: 'Ingeniero', en: 'Engineer' },
  WAD: { es: 'Administrador de almacén', en: 'Warehouse administrator' },
  CWR: { es: 'Cliente escritor', en: 'Client writer' },
  CRE: { es: 'Cliente lector', en: 'Client reader' },
  LAT: { es: 'Técnico de laboratorio', en: 'Laboratory technician' },
  LAD: { es: 'Administrador de laboratorio', en: 'Laboratory administrator' },
};

export const POSITIONS: Partial<Record<RoleCode, string>> = {
  ADM: 'Director de operaciones',
  DIS: 'Despachador de mesa',
  SUP: 'Supervisor regional',
  ENG: 'Ingeniero de campo',
  WAD: 'Jefe de almacén',
  LAT: 'Técnico de laboratorio',
  LAD: 'Jefe de laboratorio',
};

export const CLIENT_ROLES: readonly RoleCode[] = ['CWR', 'CRE'];

/**
 * The seeded access profile (its position in seed.ts PROFILES) each role's users hold, so changing one
 * profile's permissions signs out that role's users and not the administrator who changed it.
 */
export const PROFILE_OF_ROLE: Record<RoleCode, number> = { CRE: 1, ADM: 2, DIS: 3, SUP: 4, ENG: 5, WAD: 6, LAT: 7, LAD: 7, CWR: 8 };

/** Ticket statuses that are not open (closed, historic, closed/historic with rejection, cancelled). */
export const CLOSED_TICKET_STATUSES: readonly number[] = [5, 9, 10, 11, 26];
/** Where an open ticket goes back when its engineer leaves (deleted, deactivated, made supervisor). */
export const PENDING_ASSIGNMENT_STATUS = 2;

/** Regions are the Mexican states of the seed (id = position + 1). */
export const REGIONS = STATES.map((s, i) => ({ id: i + 1, name: s.name }));
export const AREAS = ['Operaciones', 'Campo', 'Almacén', 'Laboratorio', 'Clientes'].map((name, i) => ({ id: i + 1, name }));
export const COUNTRIES = [{ id: 1, name: 'México' }];

export const TOKEN_TYPES = [
  { id: 1, name: 'Aplicación Android' },
  { id: 2, name: 'Aplicación iOS' },
  { id: 3, name: 'Web' },
];
export const WEB_TOKEN_TYPE = 3;

export const TICKET_COMMENT_TYPES = [
  { id: 1, name: 'General' },
  { id: 2, name: 'Seguimiento' },
  { id: 3, name: 'Nota interna' },
  { id: 4, name: 'Respuesta al cliente' },
  { id: 5, name: 'Cierre' },
];

export const GENERAL_PERMISSIONS = [
  { id: 1, code: 'ViewAllClients', name: 'Ver todos los clientes', description: 'Consulta tickets de cualquier cliente sin asignación explícita.' },
  { id: 2, code: 'ViewAllWarehouses', name: 'Ver todos los almacenes', description: 'Consulta inventario de cualquier almacén.' },
  { id: 3, code: 'ReceiveEmailNotifications', name: 'Recibir notificaciones por correo', description: null },
  { id: 4, code: 'ExportData', name: 'Exportar información', description: 'Descarga de listados en PDF, XLSX y CSV.' },
  { id: 5, code: 'EditClosedTickets', name: 'Editar tickets cerrados', description: null },
  { id: 6, code: 'MobileAccess', name: 'Acceso desde la aplicación móvil', description: null },
];

/** Enabling-service flows and their stages (stage ids are unique across flows). */
export const WORK_FLOWS = [
  {
    workFlowId: 1,
    workFlowName: 'Habilitación de sucursal',
    stages: ['Levantamiento', 'Instalación', 'Configuración', 'Pruebas', 'Entrega'].map((stageName, i) => ({ stageId: i + 1, stageName })),
  },
  {
    workFlowId: 2,
    workFlowName: 'Renovación tecnológica',
    stages: ['Inventario inicial', 'Retiro de equipo', 'Instalación de equipo nuevo', 'Validación final'].map((stageName, i) => ({ stageId: i + 6, stageName })),
  },
];
export const WORK_FLOW_STAGE_IDS = WORK_FLOWS.flatMap((f) => f.stages.map((s) => s.stageId));

/** Messages of spec 001 section 8 (shown to the user as is). */
export const MESSAGES = {
  warehouseAdminLocked: 'Un administrador de almacén no puede eliminarse ni desactivarse',
  peopleInCharge: 'El usuario tiene personal a cargo; debe reasignarlo antes de continuar',
};
