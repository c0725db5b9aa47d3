/** The sandbox's in-memory records. Field names follow the contracts so handlers map them directly. */
import type { TicketTable } from './ticketTable';

export type RoleCode = 'ADM' | 'DIS' | 'SUP' | 'ENG' | 'WAD' | 'CWR' | 'CRE' | 'LAT' | 'LAD';

export interface UserRecord {
  userId: number;
  userName: string;
  fullName: string;
  email: string;
  roleCode: RoleCode;
  systemRoleName: string;
  langId: 1 | 2;
  mobileNumber: string;
  level: number;
  region: string;
  area: string;
  superiorId: number | null;
  enabled: boolean;
  nonOperational: boolean;
  blobStorageUrlPath: string | null;
  lastAccessDate: string | null;
  accessProfileId: number;
  /** Clients whose tickets a client writer/reader may see; empty for internal users. */
  clientIds: number[];
  warehouseIds: number[];
}

export interface ClientRecord {
  id: number;
  number: string;
  name: string;
  description: string;
  enabled: boolean;
  registeredDate: string;
  blobStorageUrlPath: string | null;
}

export interface ProjectRecord {
  id: number;
  name: string;
  description: string;
  companyName: string;
  clientId: number;
  enabled: boolean;
}

export interface NamedRecord {
  id: number;
  name: string;
  description: string;
  enabled: boolean;
}

/** Row of an admin catalogue that is id, name, description and enabled (category, comment type, area...). */
export interface DescribedRecord {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
}

export interface UnitMeasurementRecord {
  id: number;
  name: string;
  abbreviation: string;
  enabled: boolean;
}

export interface LocationPriorityRecord {
  id: number;
  name: string;
  hexColor: string;
  enabled: boolean;
}

/** A client's own priority; its name is unique within the client. */
export interface ClientPriorityRecord {
  id: number;
  clientId: number;
  name: string;
  attentionHours: number;
  enabled: boolean;
}

export interface ServiceTypeRecord extends NamedRecord {
  isIncident: boolean;
  /** The text a closing comment starts from; null for none. */
  closingTemplate: string | null;
  surveyId: number | null;
}

export interface ServiceRecord {
  id: number;
  name: string;
  number: string;
  serviceTypeId: number;
  serviceClassId: number;
  clientId: number;
  projectId: number;
  enabled: boolean;
}

export interface LocationRecord {
  id: number;
  clientId: number;
  name: string;
  comercialName: string;
  description: string;
  addressFull: string;
  postalCode: string;
  municipalityName: string;
  countryStateName: string;
  latitude: number;
  longitude: number;
  enabled: boolean;
}

export interface WarehouseRecord {
  warehouseId: number;
  warehouseName: string;
  responsibleId: number;
  enabled: boolean;
  address: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

export interface TicketStatusRecord {
  id: number;
  key: string;
  name: string;
  nameEn: string;
  hexColor: string;
  description: string;
  enabled: boolean;
  statusCategoryIds: number[];
}

export interface StatusCategoryRecord {
  id: number;
  key: string;
  name: string;
  statusIds: number[];
}

export interface CommentEntry {
  createdDateTime: string;
  comment: string;
}

export interface TicketRecord {
  ticketId: number;
  statusId: number;
  clientId: number;
  projectId: number;
  serviceId: number;
  serviceTypeId: number;
  serviceClassId: number;
  locationId: number;
  partnerId: number;
  assignedEngineerId: number | null;
  priorityId: number;
  impactId: number;
  urgencyId: number;
  delayClassificationId: number | null;
  setDelayClassification: boolean;
  isIncident: boolean;
  remote: boolean;
  external: boolean;
  externalOrigin: string | null;
  externalEventId: string | null;
  description: string;
  issueType: string | null;
  actualFailure: string | null;
  serialNumbers: string | null;
  clientTicketNumber: string | null;
  requestedByUser: string;
  requesterEmail: string;
  createdUserId: number;
  categoryName: string | null;
  subcategoryName: string | null;
  interventionCodeName: string | null;
  firstCallSolution: boolean;
  ticketProgress: number;
  ticketClientGroup: number | null;
  workFlowName: string | null;
  ticketCloseFields: string | null;
  creationDateUTC: string;
  startDate: string | null;
  scheduledDate: string | null;
  closedDate: string | null;
  cancelledDate: string | null;
  attendDate: string | null;
  /** Status before the current one (a rejected scheduled review returns there). */
  previousStatusId: number | null;
}

export interface TicketCommentRecord {
  id: number;
  ticketId: number;
  comment: string;
  commentTypeId: number | null;
  isInternal: boolean;
  createdUserId: number;
  createdDateTime: string;
}

export interface LogbookRecord {
  id: number;
  ticketId: number;
  statusId: number;
  previousStatusId: number | null;
  comment: string | null;
  createdUserId: number;
  createdDateTime: string;
}

export interface StoredFileRecord {
  id: number;
  ticketId: number | null;
  ownerUserId: number | null;
  /** Set on a work order's files (whose ticketId is null). */
  workFlowOrderId?: number;
  /** Set on a configuration component's evidence photos. */
  productId?: number;
  /** Set on a change's attachments. */
  changeId?: number;
  /** Set on a task's files. */
  taskId?: number;
  /** Set on a problem's or a solution's attachments. */
  problemId?: number;
  solutionId?: number;
  /** Set on an export uploaded to be kept and notified (UploadFileForExportAndNotification): only this user reads it. */
  exportUserId?: number;
  /** Set on an audit's report files. */
  auditId?: number;
  fileName: string;
  description: string | null;
  contentType: string;
  size: number;
  content: Uint8Array;
  createdUserId: number;
  createdDateTime: string;
}

export interface NotificationRecord {
  notificationId: number;
  notificationKey: string;
  receiverUserId: number;
  ticketId: number | null;
  needsAttention: boolean;
  viewed: boolean;
  message: string;
  title: string;
  iconUrl: string | null;
  emmitedDate: string;
  expireDate: string | null;
  advise: string | null;
}

export interface SandboxStore {
  /** The PRNG seed the store was made from (SeedOptions.seed or DEFAULT_SEED); state seeded later draws from it too. */
  seed: number;
  /**
   * The sandbox's one clock: when the store was seeded (every seeded date is relative to it), moved forward
   * only by advanceClock (test/sandbox/clock.ts), which runs the time rules; every time rule reads it.
   */
  now: Date;
  /** How many configuration components the inventory seeds, the first time it is read (inventory/fieldComponents.ts). */
  componentCount: number;
  /** The zone the sandbox counts days in (sandboxDay.ts). */
  timeZone: string;
  users: Map<number, UserRecord>;
  clients: Map<number, ClientRecord>;
  projects: Map<number, ProjectRecord>;
  serviceTypes: Map<number, ServiceTypeRecord>;
  serviceClasses: Map<number, NamedRecord>;
  services: Map<number, ServiceRecord>;
  locations: Map<number, LocationRecord>;
  warehouses: Map<number, WarehouseRecord>;
  partners: Map<number, NamedRecord>;
  priorities: Map<number, NamedRecord>;
  impacts: Map<number, NamedRecord>;
  urgencies: Map<number, NamedRecord>;
  delayClassifications: Map<number, DescribedRecord>;
  categories: Map<number, DescribedRecord>;
  commentTypes: Map<number, DescribedRecord>;
  productConditions: Map<number, DescribedRecord>;
  responsibleTypes: Map<number, DescribedRecord>;
  unitMeasurements: Map<number, UnitMeasurementRecord>;
  warehouseTypes: Map<number, DescribedRecord>;
  locationPriorities: Map<number, LocationPriorityRecord>;
  clientPriorities: Map<number, ClientPriorityRecord>;
  areas: Map<number, DescribedRecord>;
  statuses: Map<number, TicketStatusRecord>;
  statusCategories: Map<number, StatusCategoryRecord>;
  /** Counts its writes, so the search can keep answers between requests (ticketTable.ts). */
  tickets: TicketTable;
  comments: TicketCommentRecord[];
  logbook: LogbookRecord[];
  files: Map<number, StoredFileRecord>;
  notifications: Map<number, NotificationRecord>;
  publicParams: { chatLink: string | null };
  /** Next id for a collection; ids are never reused within a store's life. */
  nextId(collection: string): number;
  permissionsOf(user: UserRecord): ReadonlySet<string>;
}
