import { formatFileSize } from '../../shared/files/formatFileSize';
import { LIMITS } from '../../shared/validation/limits';
import { IPV4_ADDRESS } from '../../shared/validation/rules';

/**
 * The rules of a configuration component (spec 001 sections 5 and 9), in one place for the app's forms, its
 * bulk-load worker and the sandbox: each check answers the fields at fault with a rule code; the code's message
 * is `components.rules.<code>` in src/shared/i18n (es.json, en.json) with `RULE_VALUES[code]`.
 */
export type ComponentRuleCode =
  | 'required'
  | 'serialTooLong'
  | 'modelValueTooLong'
  | 'numeric'
  | 'costNotPositive'
  | 'costDecimals'
  | 'costTooHigh'
  | 'yesNo'
  | 'ipInvalid'
  | 'portInvalid'
  | 'imeiTooLong'
  | 'simTooLong'
  | 'serialRepeated'
  | 'serialExists'
  | 'serialUnknown'
  | 'unknownReference'
  | 'statusNotAllowed'
  | 'evidenceFormat'
  | 'evidenceTooLarge';

export interface ComponentRuleError<Field extends string = string> {
  field: Field;
  code: ComponentRuleCode;
}

const C = LIMITS.components;
/** Money as both languages of Mexico write it: 9,999,999.00. */
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: C.costDecimals, maximumFractionDigits: C.costDecimals });

/** What each message interpolates, from LIMITS, so a message and its check never disagree. */
export const RULE_VALUES: Partial<Record<ComponentRuleCode, Record<string, string | number>>> = {
  serialTooLong: { max: C.serialMax },
  modelValueTooLong: { max: C.modelValueMax },
  costDecimals: { decimals: C.costDecimals },
  costTooHigh: { max: MONEY.format(C.costMax) },
  portInvalid: { min: C.portMin, max: C.portMax },
  imeiTooLong: { max: C.imeiMax },
  simTooLong: { max: C.simMax },
  evidenceFormat: { extensions: C.evidenceExtensions.map((e) => `.${e}`).join(', ') },
  evidenceTooLarge: { max: formatFileSize(C.evidenceMaxBytes, 'en-US') },
};

export const ruleMessageKey = (code: ComponentRuleCode) => `components.rules.${code}`;

export const DIGITS = /^[0-9]+$/;

export const serialError = (serial: string): ComponentRuleCode | null =>
  serial.trim() === '' ? 'required' : serial.length > C.serialMax ? 'serialTooLong' : null;

export const modelValueError = (value: string): ComponentRuleCode | null => (value.length > C.modelValueMax ? 'modelValueTooLong' : null);

/** Above 0, at most 2 decimals, at most 9,999,999.00. */
export function costError(cost: number): ComponentRuleCode | null {
  if (!Number.isFinite(cost) || cost <= 0) return 'costNotPositive';
  if (Number(cost.toFixed(C.costDecimals)) !== cost) return 'costDecimals';
  return cost > C.costMax ? 'costTooHigh' : null;
}

export const ipError = (ip: string): ComponentRuleCode | null => (IPV4_ADDRESS.test(ip) ? null : 'ipInvalid');

export const portError = (port: number): ComponentRuleCode | null =>
  Number.isInteger(port) && port >= C.portMin && port <= C.portMax ? null : 'portInvalid';

export const imeiError = (imei: string): ComponentRuleCode | null =>
  !DIGITS.test(imei) ? 'numeric' : imei.length > C.imeiMax ? 'imeiTooLong' : null;

export const simError = (sim: string): ComponentRuleCode | null => (sim.length > C.simMax ? 'simTooLong' : null);

/** An evidence photo: .jpg or .jpeg, up to 10 MB. */
export function evidenceErrors(fileName: string, bytes: number): ComponentRuleCode[] {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const errors: ComponentRuleCode[] = [];
  if (!fileName.includes('.') || !(C.evidenceExtensions as readonly string[]).includes(extension)) errors.push('evidenceFormat');
  if (bytes > C.evidenceMaxBytes) errors.push('evidenceTooLarge');
  return errors;
}

/** The editable values of one component, as the create and update forms send them. */
export interface ComponentValues {
  serialNumber: string;
  value: string;
  cost: number;
  ip: string | null;
  port: number | null;
  simNumber: string | null;
  imeiNumber: string | null;
}

/** Every rule a component's values break (the forms and the service's create and update). */
export function componentErrors(values: ComponentValues): ComponentRuleError<keyof ComponentValues>[] {
  const checks: [keyof ComponentValues, ComponentRuleCode | null][] = [
    ['serialNumber', serialError(values.serialNumber)],
    ['value', modelValueError(values.value)],
    ['cost', costError(values.cost)],
    ['ip', values.ip === null ? null : ipError(values.ip)],
    ['port', values.port === null ? null : portError(values.port)],
    ['simNumber', values.simNumber === null ? null : simError(values.simNumber)],
    ['imeiNumber', values.imeiNumber === null ? null : imeiError(values.imeiNumber)],
  ];
  return checks.filter((c): c is [keyof ComponentValues, ComponentRuleCode] => c[1] !== null).map(([field, code]) => ({ field, code }));
}
