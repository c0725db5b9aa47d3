import * as yup from 'yup';
import type { ClientServiceRead, ClientServiceSaveRequest, ServicePriceType } from '../../../api/tags/catalog';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { commentRule } from '../../../shared/validation/commentSchema';
import { LIMITS } from '../../../shared/validation/limits';
import { decimalRule, integerRule, required, requiredIdRule, textRule } from '../../../shared/validation/rules';

const L = LIMITS.clients;

/** Service type 32 (launch) is always attended remotely (spec 000 section 4). */
export const REMOTE_SERVICE_TYPE = 32;

export const PRICE_TYPES: readonly ServicePriceType[] = ['Fixed', 'Hourly', 'PerEvent'];

/** The service form: SaveService's fields, with empty numbers and choices null until typed or chosen. */
export interface ServiceValues extends Versioned {
  number: string;
  name: string;
  serviceTypeId: number | null;
  projectId: number | null;
  priceType: ServicePriceType | null;
  cost: number | null;
  attentionTime: number | null;
  expirationTime: number | null;
  timeLimitHours: number | null;
  description: string;
  remoteWork: boolean;
  enabled: boolean;
}

/**
 * Spec 002 section 5: the service name at most 50, the attention time at most 3 digits and the expiration at most 5
 * (hours), the time limit greater than 0 hours, the cost at most 9,999,999.00, the description not starting blank.
 */
export const serviceSchema = yup.object({
  number: textRule({ required: true, max: L.serviceNumberMax }),
  name: textRule({ required: true, max: L.serviceNameMax }),
  serviceTypeId: requiredIdRule(),
  projectId: requiredIdRule(),
  priceType: yup.string().nullable().test(required()),
  cost: decimalRule({ required: true, min: 0, max: LIMITS.numbers.costMax }),
  attentionTime: integerRule({ required: true, min: 0, max: L.attentionTimeMax }),
  expirationTime: integerRule({ required: true, min: 0, max: L.expirationTimeMax }),
  timeLimitHours: decimalRule({ required: true, min: L.timeLimitHoursMin, max: L.timeLimitHoursMax }),
  description: commentRule({ max: L.serviceDescriptionMax }),
  remoteWork: yup.boolean(),
  enabled: yup.boolean(),
});

export const EMPTY_SERVICE: ServiceValues = {
  number: '', name: '', serviceTypeId: null, projectId: null, priceType: null, cost: null, attentionTime: null, expirationTime: null,
  timeLimitHours: null, description: '', remoteWork: false, enabled: true,
};

/** The form's values of a service being edited, with the version they were read at. */
export const serviceValues = (s: ClientServiceRead): ServiceValues => ({
  number: s.number, name: s.name, serviceTypeId: s.serviceTypeId, projectId: s.projectId, priceType: s.priceType, cost: s.cost,
  attentionTime: s.attentionTime, expirationTime: s.expirationTime, timeLimitHours: s.timeLimitHours, description: s.description,
  remoteWork: s.remoteWork, enabled: s.enabled, rowVersion: s.rowVersion,
});

/** SaveService's body of valid values: a create (no row) or the update of the row, with the version read. */
export const serviceBody = (clientId: number, values: ServiceValues, row: ClientServiceRead | null): ClientServiceSaveRequest => ({
  id: row?.id ?? null, clientId, projectId: values.projectId!, serviceTypeId: values.serviceTypeId!, number: values.number, name: values.name,
  description: values.description, priceType: values.priceType!, cost: values.cost!, attentionTime: values.attentionTime!,
  expirationTime: values.expirationTime!, timeLimitHours: values.timeLimitHours!,
  remoteWork: values.remoteWork || values.serviceTypeId === REMOTE_SERVICE_TYPE, enabled: values.enabled, rowVersion: row ? (values.rowVersion ?? null) : null,
});
