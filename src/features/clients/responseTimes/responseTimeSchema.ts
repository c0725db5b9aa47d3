import * as yup from 'yup';
import type { ServiceResponseTimeRead } from '../../../api/tags/catalog';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { integerRule, requiredIdRule } from '../../../shared/validation/rules';

/** A service's SLA for one priority of its client: the priority is chosen when it is added, then only the times change. */
export interface ResponseTimeValues extends Versioned {
  clientPriorityId: number | null;
  attentionTime: number | null;
  expirationTime: number | null;
}

/** Spec 002 section 5: attention time at most 3 digits, expiration at most 5 (hours). */
export const responseTimeSchema = yup.object({
  clientPriorityId: requiredIdRule(),
  attentionTime: integerRule({ required: true, min: 0, max: LIMITS.clients.attentionTimeMax }),
  expirationTime: integerRule({ required: true, min: 0, max: LIMITS.clients.expirationTimeMax }),
});

export const EMPTY_RESPONSE_TIME: ResponseTimeValues = { clientPriorityId: null, attentionTime: null, expirationTime: null };

export const responseTimeValues = (r: ServiceResponseTimeRead): ResponseTimeValues => ({
  clientPriorityId: r.clientPriorityId, attentionTime: r.attentionTime, expirationTime: r.expirationTime, rowVersion: r.rowVersion,
});
