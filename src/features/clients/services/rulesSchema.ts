import * as yup from 'yup';
import type { ServiceConfiguration } from '../../../api/tags/catalog';
import { LIMITS } from '../../../shared/validation/limits';
import { integerRule } from '../../../shared/validation/rules';

const L = LIMITS.clients;

/** A service's attention rules: the evidence minimum, the maximum incidents per location, the automatic close and what closing requires. */
export interface RulesValues {
  evidenceMinimum: number | null;
  unlimited: boolean;
  maximum: number | null;
  automaticClose: boolean;
  documentRequired: boolean;
  commentRequired: boolean;
}

/** Spec 002 sections 5 and 9: a photographic evidence minimum; 1 to 99 incidents per location, or unlimited. */
export const rulesSchema = yup.object({
  evidenceMinimum: integerRule({ required: true, min: 0, max: L.evidenceMinimumMax }),
  unlimited: yup.boolean(),
  maximum: yup.number().when('unlimited', {
    is: true,
    then: () => yup.number().nullable(),
    otherwise: () => integerRule({ required: true, min: L.maxIncidentsMin, max: L.maxIncidentsMax }),
  }),
  automaticClose: yup.boolean(),
  documentRequired: yup.boolean(),
  commentRequired: yup.boolean(),
});

export const rulesValues = (c: ServiceConfiguration): RulesValues => ({
  evidenceMinimum: c.evidenceMinimum, unlimited: c.maxIncidentsPerLocation === null, maximum: c.maxIncidentsPerLocation, automaticClose: c.automaticClose,
  ...c.requirement,
});
