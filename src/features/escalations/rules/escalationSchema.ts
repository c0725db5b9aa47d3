import * as yup from 'yup';
import type { EscalationFields, EscalationMeasure, EscalationRead } from '../../../api/tags/ticket';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';
import { integerRule, required, requiredIdRule, textRule } from '../../../shared/validation/rules';

const { nameMax, usersPerLevelMax, minutesMax, slaPercentMax } = LIMITS.escalations;

export interface LevelValues {
  threshold: number | null;
  userIds: number[];
}

/** The rule's form: levels in order (numbered from 1 when sent), choices null until picked. */
export interface EscalationValues extends Versioned {
  name: string;
  clientId: number | null;
  serviceId: number | null;
  criticalityId: number | null;
  measure: EscalationMeasure;
  statusId: number | null;
  enabled: boolean;
  levels: LevelValues[];
}

/** The largest threshold of a measure: minutes in a status (a year) or the SLA's percentage. */
export const thresholdMax = (measure: EscalationMeasure) => (measure === 'SlaSpent' ? slaPercentMax : minutesMax);

const levelSchema = (measure: EscalationMeasure) =>
  yup.object({
    threshold: integerRule({ required: true, min: 1, max: thresholdMax(measure) }),
    userIds: yup
      .array(yup.number().defined())
      .defined()
      .test({ name: 'someone', message: validationMessage('validation.required'), test: (ids) => ids.length > 0 })
      .test({ name: 'usersMax', message: validationMessage('escalations.form.usersMax', { max: usersPerLevelMax }), test: (ids) => ids.length <= usersPerLevelMax }),
  });

/** Each level's threshold above the one before it (the service's rule), said at the first that is not. */
const growing: yup.TestConfig<{ threshold?: number | null }[] | undefined> = {
  name: 'growing',
  test(levels = [], context) {
    const thresholds = levels.map((level) => level.threshold ?? null);
    const index = thresholds.findIndex((threshold, i) => i > 0 && threshold !== null && thresholds[i - 1] !== null && threshold <= thresholds[i - 1]!);
    if (index < 0) return true;
    return context.createError({ path: `levels[${index}].threshold`, message: validationMessage('escalations.form.notGrowing', { previous: thresholds[index - 1]! }) });
  },
};

/**
 * Issue 37 (ticket.yaml EscalationFields): a name of 150; a client; a status to time for "minutes in a status";
 * 1 to 5 levels (the form adds no sixth), each with a threshold of 1 to 525,600 minutes or 1 to 100 % of the SLA,
 * above the previous level's, and 1 to 50 users told.
 */
export const escalationSchema = yup.object({
  name: textRule({ required: true, max: nameMax }),
  clientId: requiredIdRule(),
  serviceId: yup.number().nullable(),
  criticalityId: yup.number().nullable(),
  measure: yup.string().test(required()),
  statusId: yup.number().nullable().when('measure', ([measure], schema) => (measure === 'TimeInStatus' ? schema.test(required()) : schema)),
  enabled: yup.boolean(),
  levels: yup.array().when('measure', ([measure], schema) => schema.of(levelSchema(measure as EscalationMeasure)).test(growing)),
});

export const NEW_LEVEL: LevelValues = { threshold: null, userIds: [] };

export const EMPTY_ESCALATION: EscalationValues = {
  name: '', clientId: null, serviceId: null, criticalityId: null, measure: 'TimeInStatus', statusId: null, enabled: true, levels: [NEW_LEVEL],
};

/** The form's values of a rule being edited, with the version they were read at. */
export const escalationValues = (rule: EscalationRead): EscalationValues => ({
  name: rule.name, clientId: rule.clientId, serviceId: rule.serviceId, criticalityId: rule.criticalityId, measure: rule.measure,
  statusId: rule.statusId, enabled: rule.enabled, levels: rule.levels.map((l) => ({ threshold: l.threshold, userIds: [...l.userIds] })),
  rowVersion: rule.rowVersion,
});

/** The request body of valid values; levels numbered in order; a rule by SLA names no status. */
export const escalationBody = ({ rowVersion: _version, ...values }: EscalationValues): EscalationFields => ({
  ...values,
  clientId: values.clientId!,
  statusId: values.measure === 'SlaSpent' ? null : values.statusId,
  levels: values.levels.map((l, i) => ({ level: i + 1, threshold: l.threshold!, userIds: l.userIds })),
});
