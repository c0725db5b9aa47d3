import { serviceState } from '../store/serviceState';

/** The rich catalogues' records (currency, brand, model...): the catalog service's own state (serviceState), one piece each. */

export interface CurrencyRecord {
  id: number;
  name: string;
  isoCode: string;
  enabled: boolean;
}

/** id, name, description, enabled (equipment and reparation types). */
export interface TypeRecord {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
}

export interface BrandRecord {
  id: number;
  name: string;
  enabled: boolean;
}

export interface ProductModelRecord {
  id: number;
  name: string;
  /** The model's short code, at most 7 characters. */
  value: string;
  brandId: number;
  enabled: boolean;
}

/** A model's logo as the file storage keeps it. */
export interface LogoRecord {
  fileId: number;
  fileName: string;
}

/** One change of a catalogue entry (route catalogAudit). */
export interface CatalogAuditRecord {
  id: number;
  catalogue: string;
  entryId: number;
  entryName: string;
  action: 'Create' | 'Update' | 'Delete';
  userId: number;
  changedDateTime: string;
}

/** An area manager (route headOfArea): a named post linking an area and the user heading it. */
export interface AreaManagerRecord {
  id: number;
  name: string;
  areaId: number;
  userId: number;
  enabled: boolean;
}

/** A declared failure of a service type, with the text a ticket's description starts from (route frecuentlyFailure). */
export interface FrequentFailureRecord {
  id: number;
  name: string;
  serviceTypeId: number;
  openingTemplate: string | null;
  enabled: boolean;
}

/** One field of a record's field list (a frequent failure's fields, a service type's closing fields). */
export interface FieldListRecord {
  id: number;
  parentId: number;
  name: string;
  typeId: number;
  required: boolean;
  options: string[];
}

const CURRENCIES: CurrencyRecord[] = [
  { id: 1, name: 'Peso mexicano', isoCode: 'MXN', enabled: true },
  { id: 2, name: 'Dólar estadounidense', isoCode: 'USD', enabled: true },
  { id: 3, name: 'Euro', isoCode: 'EUR', enabled: true },
  { id: 4, name: 'Peso colombiano', isoCode: 'COP', enabled: false },
];

const type = (id: number, name: string, description: string, enabled = true): TypeRecord => ({ id, name, description, enabled });

const EQUIPMENT_TYPES = [
  type(1, 'Terminal punto de venta', 'Terminales fijas e inalámbricas'), type(2, 'Cajero automático', 'ATM de sucursal y de sitio remoto'),
  type(3, 'Equipo de cómputo', 'Escritorio y portátiles'), type(4, 'Impresora', 'Impresoras de tickets y de oficina'),
  type(5, 'Equipo de red', 'Ruteadores, switches y antenas'), type(6, 'UPS', 'Respaldo de energía', false),
];

const REPARATION_TYPES = [
  type(1, 'Cambio de pieza', 'Se sustituye el componente dañado'), type(2, 'Reparación en laboratorio', 'El equipo se envía a laboratorio'),
  type(3, 'Actualización de firmware', 'Se carga la versión vigente'), type(4, 'Garantía del fabricante', 'Se envía al proveedor'),
  type(5, 'Ajuste en sitio', 'Calibración o limpieza sin cambio de piezas', false),
];

const BRANDS: BrandRecord[] = [
  { id: 1, name: 'Ingenico', enabled: true }, { id: 2, name: 'Verifone', enabled: true }, { id: 3, name: 'PAX', enabled: true },
  { id: 4, name: 'Lenovo', enabled: true }, { id: 5, name: 'HP', enabled: true }, { id: 6, name: 'NCR', enabled: true },
  { id: 7, name: 'Olivetti', enabled: false },
];
const BRAND_CLIENTS: [number, number[]][] = [[1, [1, 2]], [2, [1, 4]], [3, [2, 4]], [4, [3, 5]], [5, [1, 3, 5]], [6, [1]]];

const model = (id: number, brandId: number, name: string, value: string, enabled = true): ProductModelRecord => ({ id, brandId, name, value, enabled });

const PRODUCT_MODELS = [
  model(1, 1, 'Move 5000', 'M5000'), model(2, 1, 'Desk 3500', 'D3500'), model(3, 2, 'VX 520', 'VX520'), model(4, 2, 'V200c', 'V200C'),
  model(5, 3, 'A920', 'A920'), model(6, 3, 'S920', 'S920'), model(7, 4, 'ThinkPad T14', 'T14'), model(8, 4, 'ThinkCentre M70', 'M70'),
  model(9, 5, 'EliteBook 840', 'EB840'), model(10, 5, 'LaserJet M404', 'M404'), model(11, 6, 'SelfServ 84', 'SS84'),
  model(12, 1, 'iWL 250', 'IWL250', false),
];

/** Heads of the seeded areas, demo users 1 to 5 (the admin heads two areas). */
const AREA_MANAGERS: AreaManagerRecord[] = [
  { id: 1, name: 'Jefatura de mesa de servicio', areaId: 1, userId: 1, enabled: true },
  { id: 2, name: 'Jefatura de operaciones de campo', areaId: 2, userId: 3, enabled: true },
  { id: 3, name: 'Jefatura de laboratorio', areaId: 3, userId: 4, enabled: true },
  { id: 4, name: 'Jefatura de almacén', areaId: 4, userId: 5, enabled: true },
  { id: 5, name: 'Dirección de calidad', areaId: 6, userId: 1, enabled: false },
];

const failure = (id: number, serviceTypeId: number, name: string, openingTemplate: string | null, enabled = true): FrequentFailureRecord => ({ id, serviceTypeId, name, openingTemplate, enabled });

/** Failures of the incident type (9) and the requirement types; one disabled. */
const FREQUENT_FAILURES = [
  failure(1, 9, 'Sin comunicación', 'La terminal no establece comunicación con el host desde:'),
  failure(2, 9, 'No enciende', 'El equipo no enciende. Se revisó la alimentación eléctrica:'),
  failure(3, 9, 'Lector de tarjeta dañado', null), failure(4, 9, 'Impresora no imprime', 'La impresora no imprime los comprobantes.'),
  failure(5, 10, 'Cambio de equipo solicitado', null), failure(6, 9, 'Pantalla rota', null, false),
];

const fieldOf = (id: number, parentId: number, name: string, typeId: number, required: boolean, options: string[] = []): FieldListRecord => ({ id, parentId, name, typeId, required, options });

/** Failure 1 asks three fields; failure 2 one. */
const FREQUENT_FAILURE_FIELDS = [
  fieldOf(1, 1, 'Operador de red', 5, true, ['Telcel', 'ATT', 'Movistar']), fieldOf(2, 1, 'Intensidad de señal', 3, false),
  fieldOf(3, 1, 'Última transacción', 4, false), fieldOf(4, 2, 'Voltaje medido', 3, true),
];

/** The incident type (9) asks two closing fields. */
const CLOSING_FIELDS = [fieldOf(1, 9, 'Folio de conformidad', 1, true), fieldOf(2, 9, 'Solución aplicada', 5, true, ['Reinicio', 'Cambio de pieza', 'Configuración'])];

const mapOf = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, JSON.parse(JSON.stringify(row)) as T]));

/** Each piece is seeded from the rows above on its first use in a store (a sandbox reset starts from them again). */
export const currencies = serviceState('catalog', 'currencies', () => mapOf(CURRENCIES));
export const equipmentTypes = serviceState('catalog', 'equipmentTypes', () => mapOf(EQUIPMENT_TYPES));
export const reparationTypes = serviceState('catalog', 'reparationTypes', () => mapOf(REPARATION_TYPES));
export const brands = serviceState('catalog', 'brands', () => mapOf(BRANDS));
/** The clients each brand serves (Brands/{id}/Client), by brand id: the catalogue edits name and state only. */
export const brandClients = serviceState('catalog', 'brandClients', () => new Map(BRAND_CLIENTS.map(([id, clients]) => [id, [...clients]])));
export const productModels = serviceState('catalog', 'productModels', () => mapOf(PRODUCT_MODELS));
/** Logos by product model id (set and removed through the file storage only; the catalogue's model row shows them). */
export const productModelLogos = serviceState('catalog', 'productModelLogos', () => new Map<number, LogoRecord>());
export const areaManagers = serviceState('catalog', 'areaManagers', () => mapOf(AREA_MANAGERS));
export const frequentFailures = serviceState('catalog', 'frequentFailures', () => mapOf(FREQUENT_FAILURES));
/** Fields asked when a ticket declares a frequent failure (parentId: the failure). */
export const frequentFailureFields = serviceState('catalog', 'frequentFailureFields', () => mapOf(FREQUENT_FAILURE_FIELDS));
/** Fields asked when a ticket of a service type is closed (parentId: the service type). */
export const closingFields = serviceState('catalog', 'closingFields', () => mapOf(CLOSING_FIELDS));
/** Every change made through a catalogue's create, update or delete, oldest first. */
export const catalogAudit = serviceState('catalog', 'catalogAudit', (): CatalogAuditRecord[] => []);

/** The rich catalogues' pieces, for the catalog service's registration. */
export const richCatalogueState = [
  currencies, equipmentTypes, reparationTypes, brands, brandClients, productModels, productModelLogos, areaManagers,
  frequentFailures, frequentFailureFields, closingFields, catalogAudit,
];
