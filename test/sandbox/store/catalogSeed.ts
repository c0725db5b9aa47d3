import type {
  ClientPriorityRecord, DescribedRecord, LocationPriorityRecord, NamedRecord, StatusCategoryRecord, TicketStatusRecord, UnitMeasurementRecord,
} from './types';

/**
 * Ticket statuses of spec 000 section 4 with their display configuration. Colours the spec gives are
 * kept (PendingAssignment B0B0B0, the greens, orange, yellow, amber, navy, magenta, purple, crimson);
 * the rest are chosen to stay distinct and readable on white.
 */
const S = (id: number, key: string, name: string, nameEn: string, hexColor: string, enabled: boolean): Omit<TicketStatusRecord, 'statusCategoryIds' | 'description'> => ({
  id, key, name, nameEn, hexColor, enabled,
});

const STATUS_ROWS = [
  S(1, 'Uploaded', 'Cargado', 'Uploaded', '#78909C', false),
  S(2, 'PendingAssignment', 'Pendiente de asignación', 'Pending assignment', '#B0B0B0', true),
  S(3, 'PendingConfirmation', 'Pendiente de confirmación', 'Pending confirmation', '#5F6368', true),
  S(4, 'AssignedAndConfirmed', 'Asignado y confirmado', 'Assigned and confirmed', '#2E7D32', true),
  S(5, 'Closed', 'Cerrado', 'Closed', '#EF6C00', true),
  S(6, 'Travel', 'En traslado', 'Travel', '#F9D71C', true),
  S(7, 'Working', 'En sitio', 'Working (on site)', '#FFB300', true),
  S(8, 'Pending', 'Pendiente', 'Pending', '#8D6E63', false),
  S(9, 'Historic', 'Histórico', 'Historic', '#1A237E', true),
  S(10, 'ClosedWithRejection', 'Cerrado con rechazo', 'Closed with rejection', '#BF360C', false),
  S(11, 'Cancelled', 'Cancelado', 'Cancelled', '#C2185B', true),
  S(14, 'Programmed', 'Programado', 'Programmed', '#0277BD', true),
  S(15, 'PreAssigned', 'Preasignado', 'Pre-assigned', '#90A4AE', false),
  S(16, 'Waiting', 'En espera', 'Waiting', '#A1887F', false),
  S(17, 'PendingValidation', 'Pendiente de validación y cierre', 'Pending validation and closure', '#66BB6A', true),
  S(18, 'PendingSupply', 'Pendiente de insumo', 'Pending supply', '#8E24AA', false),
  S(19, 'Scheduled', 'Agendado', 'Scheduled', '#00838F', true),
  S(20, 'PendingReason', 'Pendiente por motivo', 'Pending reason', '#6D4C41', true),
  S(21, 'ForReceivingPermission', 'Por recibir permiso', 'For receiving permission', '#546E7A', false),
  S(22, 'ValidatePosition', 'Validar posición', 'Validate position', '#455A64', false),
  S(23, 'PendingSerie', 'Pendiente por serie', 'Pending serial', '#5E35B1', true),
  S(24, 'LabDiagnostic', 'Diagnóstico de laboratorio', 'Lab diagnostic', '#3949AB', false),
  S(25, 'PendingForWarehouse', 'Pendiente por almacén', 'Pending for warehouse', '#00695C', true),
  S(26, 'HistoricWithRejection', 'Histórico con rechazo', 'Historic with rejection', '#283593', false),
  S(27, 'RemoteDiagnostic', 'Diagnóstico remoto', 'Remote diagnostic', '#0097A7', false),
  S(28, 'DetentionJuridical', 'Detención jurídica', 'Legal detention', '#4E342E', false),
  S(29, 'ForRecieving', 'Por recibir', 'For receiving', '#607D8B', false),
  S(30, 'DiagnosisAndQuotation', 'Diagnóstico y cotización', 'Diagnosis and quotation', '#1565C0', false),
  S(31, 'QuotationAuthorization', 'Autorización de cotización', 'Quotation authorization', '#0D47A1', false),
  S(32, 'PendingRepair', 'Pendiente de reparación', 'Pending repair', '#AD1457', false),
  S(33, 'PendingTotalLossProcedure', 'Pendiente de pérdida total', 'Pending total loss', '#880E4F', false),
  S(34, 'InRepair', 'En reparación', 'In repair', '#D84315', false),
  S(35, 'PendingInsurance', 'Pendiente de seguro', 'Pending insurance', '#9E9D24', false),
  S(36, 'RejectedByTaskForce', 'Rechazado por fuerza de tarea', 'Rejected by task force', '#6A1B9A', true),
  S(37, 'ReOpened', 'Reabierto por incumplimiento', 'Reopened (non-compliance)', '#B71C1C', true),
  S(38, 'Reassign', 'Reasignar', 'Reassign', '#7B1FA2', true),
  S(39, 'RemoteRecovery', 'Recuperación remota', 'Remote recovery', '#00ACC1', true),
  S(40, 'PendingForReason', 'Pendiente por razón', 'Pending for reason', '#795548', false),
  S(42, 'PendingForSerieRevision', 'En traslado a laboratorio', 'Pending serial review', '#4527A0', true),
  S(43, 'PendingForStoreRevision', 'Pendiente de revisión de almacén', 'Pending warehouse review', '#004D40', true),
  S(44, 'ScheduledRevision', 'Revisión de agenda', 'Scheduled review', '#006064', true),
];

/**
 * Status categories (organize-by views) with the statuses each selects, as ticket.yaml documents them.
 * The spec gives -7..-1 and 5; Cancelled, Historic and Pending have no value there, so the contracts
 * use -8, -9 and -10.
 */
const ALL_ENABLED = STATUS_ROWS.filter((s) => s.enabled).map((s) => s.id);
export const STATUS_CATEGORY_ROWS: StatusCategoryRecord[] = [
  { id: -1, key: 'Active', name: 'Activos', statusIds: STATUS_ROWS.map((s) => s.id).filter((id) => ![5, 9, 10, 11, 14, 26].includes(id)) },
  { id: -2, key: 'Custom', name: 'Personalizado', statusIds: [] },
  { id: -3, key: 'Finished', name: 'Finalizados', statusIds: [5, 10] },
  { id: -4, key: 'Revision', name: 'En revisión', statusIds: [17, 44] },
  { id: -5, key: 'AllStates', name: 'Todos', statusIds: ALL_ENABLED },
  { id: -6, key: 'InternalEarrings', name: 'Pendientes internos', statusIds: [18, 23, 25, 42, 43] },
  { id: -7, key: 'ClientPendings', name: 'Pendientes del cliente', statusIds: [20, 40] },
  { id: -8, key: 'Cancelled', name: 'Cancelados', statusIds: [11] },
  { id: -9, key: 'Historic', name: 'Históricos', statusIds: [9, 26] },
  { id: -10, key: 'Pending', name: 'Pendientes', statusIds: [8, 16, 18, 20, 23, 25, 40, 42, 43] },
  { id: 5, key: 'Programmed', name: 'Programados', statusIds: [14] },
];

export const TICKET_STATUSES: TicketStatusRecord[] = STATUS_ROWS.map((s) => ({
  ...s,
  description: s.name,
  statusCategoryIds: STATUS_CATEGORY_ROWS.filter((c) => c.statusIds.includes(s.id)).map((c) => c.id),
}));

const named = (rows: [number, string][]): NamedRecord[] => rows.map(([id, name]) => ({ id, name, description: name, enabled: true }));

export const PRIORITIES = named([[1, 'Crítica'], [2, 'Alta'], [3, 'Media'], [4, 'Baja']]);
export const IMPACTS = named([[1, 'Alto'], [2, 'Medio'], [3, 'Bajo']]);
export const URGENCIES = named([[1, 'Alta'], [2, 'Media'], [3, 'Baja']]);
export const DELAY_CLASSIFICATIONS = named([
  [1, 'Cliente no disponible'], [2, 'Falta de refacción'], [3, 'Acceso restringido al sitio'],
  [4, 'Condiciones climáticas'], [5, 'Retraso del proveedor'], [6, 'Causa interna'],
]);
export const SERVICE_CLASSES = named([[1, 'Correctivo'], [2, 'Preventivo'], [3, 'Instalación'], [4, 'Retiro'], [5, 'Soporte remoto']]);
export const PARTNERS = named([[1, 'Socio Norte'], [2, 'Socio Centro'], [3, 'Socio Bajío'], [4, 'Socio Sureste'], [5, 'Operación Directa']]);

/** Admin catalogues of the generic catalogue screen: ids from 1 in listed order, a few entries disabled. */
const described = (rows: [string, string | null, boolean?][]): DescribedRecord[] =>
  rows.map(([name, description, enabled = true], i) => ({ id: i + 1, name, description, enabled }));

export const CATEGORIES = described([
  ['Hardware', 'Equipo de cómputo y periféricos'], ['Software', 'Sistemas operativos y aplicaciones'],
  ['Redes', 'Conmutadores, ruteadores y cableado estructurado'], ['Telecomunicaciones', 'Enlaces, antenas y torres'],
  ['Energía', 'UPS, plantas de emergencia y tableros'], ['Impresión', 'Impresoras y multifuncionales'],
  ['Cajeros automáticos', 'ATM y dispensadores de efectivo'], ['Punto de venta', 'Terminales, lectores y cajones de dinero'],
  ['Videovigilancia', 'Cámaras y grabadores'], ['Climatización', 'Aire acondicionado de precisión y confort'],
  ['Seguridad física', 'Control de acceso y alarmas'], ['Equipo médico', 'Equipamiento biomédico'],
  ['Mobiliario', null, false], ['Telefonía fija', 'Conmutadores analógicos', false],
]);
export const COMMENT_TYPES = described([
  ['Seguimiento', 'Avance del ticket'], ['Diagnóstico', 'Hallazgos del ingeniero en sitio'],
  ['Solicitud al cliente', 'Información o acceso que se pide al cliente'], ['Respuesta del cliente', null],
  ['Escalamiento', 'Paso a un nivel superior de atención'], ['Nota interna', 'Visible solo para el personal interno'],
  ['Reprogramación', 'Cambio de fecha de visita'], ['Cierre', 'Resumen de la solución aplicada'],
  ['Incidencia de acceso', 'Problemas para entrar al sitio', false],
]);
/** Product (component) conditions; ids 1 installed and 4 retired as the specification numbers them. */
export const PRODUCT_CONDITIONS = described([
  ['Instalado', 'En operación en el sitio del cliente'], ['Nuevo', 'Sin uso, en empaque original'],
  ['Reacondicionado', 'Reparado y probado por laboratorio'], ['Retirado', 'Desinstalado del sitio del cliente'],
  ['Dañado', 'Con falla física o funcional'], ['En reparación', 'En laboratorio o con el proveedor'],
  ['Irreparable', 'Sin reparación posible; pendiente de baja'], ['En cuarentena', 'Retenido para revisión de calidad', false],
  ['Obsoleto', null, false],
]);
export const RESPONSIBLE_TYPES = described([
  ['Almacén', 'Existencias bajo resguardo de un almacén'], ['Fuerza de tarea', 'Inventario asignado a una cuadrilla'],
  ['Laboratorio', 'Equipos en diagnóstico o reparación'], ['Proveedor', 'Equipos enviados al proveedor'],
  ['Ingeniero de campo', 'Inventario en poder de un ingeniero'], ['Cliente', 'Equipos en comodato con el cliente'],
  ['Mensajería', 'Equipos en tránsito con la paquetería'], ['Centro de reparación', null, false],
]);
export const UNIT_MEASUREMENTS: UnitMeasurementRecord[] = (
  [
    ['Pieza', 'pza'], ['Metro', 'm'], ['Litro', 'l'], ['Kilogramo', 'kg'], ['Caja', 'cja'], ['Juego', 'jgo'], ['Rollo', 'rollo'],
    ['Par', 'par'], ['Centímetro', 'cm'], ['Gramo', 'g'], ['Mililitro', 'ml'], ['Paquete', 'paq'], ['Kit', 'kit'], ['Hora', 'h'],
    ['Servicio', 'srv'], ['Galón', 'gal', false], ['Pulgada', 'in', false],
  ] as [string, string, boolean?][]
).map(([name, abbreviation, enabled = true], i) => ({ id: i + 1, name, abbreviation, enabled }));
export const WAREHOUSE_TYPES = described([
  ['Central', 'Almacén principal que surte a los regionales'], ['Regional', 'Atiende los sitios de un estado o región'],
  ['Temporal', 'Habilitado para un proyecto o temporada'], ['Laboratorio', 'Equipos en diagnóstico y reparación'],
  ['En tránsito', 'Existencias en traslado entre almacenes'], ['Consignación', 'Inventario del cliente bajo nuestro resguardo'],
  ['Proveedor', 'Existencias en instalaciones del proveedor'], ['Virtual', 'Agrupa existencias sin ubicación física', false],
]);
export const LOCATION_PRIORITIES: LocationPriorityRecord[] = (
  [
    ['Crítica', '#C62828'], ['Alta', '#EF6C00'], ['Media', '#F9A825'], ['Baja', '#2E7D32'], ['Estratégica', '#6A1B9A'],
    ['VIP', '#1565C0'], ['Sin prioridad', '#9E9E9E'], ['Temporal', '#00838F', false],
  ] as [string, string, boolean?][]
).map(([name, hexColor, enabled = true], i) => ({ id: i + 1, name, hexColor, enabled }));
/** Each seeded client's priorities with their attention hours. */
export const CLIENT_PRIORITIES: ClientPriorityRecord[] = (
  [
    [1, 'Crítica', 4], [1, 'Alta', 8], [1, 'Media', 24], [1, 'Baja', 48], [1, 'Cajero fuera de línea', 2],
    [2, 'Crítica', 4], [2, 'Alta', 8], [2, 'Media', 24], [2, 'Baja', 48], [2, 'Programada', 72, false],
    [3, 'Crítica', 4], [3, 'Alta', 8], [3, 'Media', 24], [3, 'Baja', 48], [3, 'Torre sin servicio', 6],
    [4, 'Crítica', 4], [4, 'Alta', 12], [4, 'Media', 24], [4, 'Baja', 72, false],
    [5, 'Crítica', 2], [5, 'Alta', 4], [5, 'Media', 8], [5, 'Baja', 24], [5, 'Quirófano', 1],
  ] as [number, string, number, boolean?][]
).map(([clientId, name, attentionHours, enabled = true], i) => ({ id: i + 1, clientId, name, attentionHours, enabled }));
export const AREAS = described([
  ['Mesa de servicio', 'Recepción y despacho de tickets'], ['Operaciones de campo', 'Ingenieros y cuadrillas en sitio'],
  ['Laboratorio', 'Diagnóstico y reparación de equipos'], ['Almacén', 'Resguardo y surtido de refacciones'],
  ['Logística', 'Envíos y recolecciones'], ['Calidad', 'Auditoría de servicios y encuestas'],
  ['Tecnologías de la información', 'Sistemas internos'], ['Comercial', 'Atención a clientes y contratos'],
  ['Finanzas', 'Facturación y gastos de campo'], ['Recursos humanos', null], ['Dirección', null, false],
]);

/** The survey templates the insight seed creates (test/sandbox/insight/surveySeed.ts), linked to these service types. */
const SEEDED_SURVEY_OF_TYPE: Record<number, number> = { 9: 1, 10: 2, 11: 3, 13: 2, 32: 1 };

/** Service types, including 9 (incident, with a closing template) and 32 (launch, which forces remote attention). */
export const SERVICE_TYPES = [
  [9, 'Incidente', true], [10, 'Requerimiento', false], [11, 'Mantenimiento preventivo', false],
  [12, 'Instalación', false], [13, 'Retiro de equipo', false], [32, 'Lanzamiento', false],
].map(([id, name, isIncident]) => ({
  id: id as number, name: name as string, description: name as string, isIncident: isIncident as boolean, enabled: true, surveyId: SEEDED_SURVEY_OF_TYPE[id as number] ?? null,
  closingTemplate: id === 9 ? 'Se atendió la falla reportada y se verificó la operación del equipo.' : null,
}));

/** Priority of a ticket from urgency and impact (the assignment-priority matrix). */
export function priorityFor(urgencyId: number, impactId: number): number {
  return Math.min(4, Math.max(1, urgencyId + impactId - 1));
}
