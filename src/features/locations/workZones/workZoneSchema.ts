import * as yup from 'yup';
import type { WorkZoneRecordRead, WorkZoneWrite } from '../../../api/tags/geography';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';
import { requiredIdRule, textRule } from '../../../shared/validation/rules';

const { postalCodesMax } = LIMITS.workZones;
const { postalCodeMin, postalCodeMax } = LIMITS.locations;
const CODE = new RegExp(`^[0-9]{${postalCodeMin},${postalCodeMax}}$`);

/** A zone's form: its name, its engineer and the codes it covers, typed as a list (commas, spaces or lines between). */
export interface WorkZoneValues extends Versioned {
  name: string;
  userId: number | null;
  postalCodes: string;
}

/** The codes written in the list, in order, blanks and separators aside. */
export const codesIn = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** The characters a full list can take: every code at its longest, with a separator. */
export const codesTextMax = postalCodesMax * (postalCodeMax + 2);

/** 1 to postalCodesMax codes of 5 or 6 digits (spec 002 section 5), each once; the message names the first bad one. */
const codeList = yup
  .string()
  .defined()
  .test('codes', (text, { createError }) => {
    const codes = codesIn(text);
    if (codes.length === 0) return createError({ message: validationMessage('validation.required') });
    const bad = codes.find((code) => !CODE.test(code));
    if (bad) return createError({ message: validationMessage('geography.workZones.form.badCode', { code: bad, min: postalCodeMin, max: postalCodeMax }) });
    const repeated = codes.find((code, i) => codes.indexOf(code) !== i);
    if (repeated) return createError({ message: validationMessage('geography.workZones.form.repeatedCode', { code: repeated }) });
    if (codes.length > postalCodesMax) return createError({ message: validationMessage('geography.workZones.form.tooMany', { max: postalCodesMax }) });
    return true;
  });

export const workZoneSchema = yup.object({
  name: textRule({ required: true, max: LIMITS.generalTextMax, allowedCharacters: true }),
  userId: requiredIdRule(),
  postalCodes: codeList,
});

export const EMPTY_WORK_ZONE: WorkZoneValues = { name: '', userId: null, postalCodes: '' };

export const workZoneValues = (row: WorkZoneRecordRead): WorkZoneValues => ({
  name: row.name, userId: row.userId, postalCodes: row.postalCodes.join(', '), rowVersion: row.rowVersion,
});

export const workZoneBody = ({ name, userId, postalCodes }: WorkZoneValues): WorkZoneWrite => ({ name, userId: userId!, postalCodes: codesIn(postalCodes) });
