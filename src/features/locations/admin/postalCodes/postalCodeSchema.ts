import * as yup from 'yup';
import type { PostalCodeRecordRead } from '../../../../api/tags/geography';
import type { Versioned } from '../../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../../shared/validation/limits';
import { requiredIdRule, textRule } from '../../../../shared/validation/rules';

const { postalCodeMin, postalCodeMax } = LIMITS.locations;

/** A postal code's form: the code and where it lies (the state narrows the municipalities); an edit keeps its version. */
export interface PostalCodeValues extends Versioned {
  postalCode: string;
  countryStateId: number | null;
  municipalityId: number | null;
  enabled: boolean;
}

/** Spec 002 section 5: a catalogue postal code has 5 to 6 digits; its municipality is required. */
export const postalCodeSchema = yup.object({
  postalCode: textRule({ required: true, min: postalCodeMin, max: postalCodeMax, digitsOnly: true }),
  countryStateId: requiredIdRule(),
  municipalityId: requiredIdRule(),
});

export const EMPTY_POSTAL_CODE: PostalCodeValues = { postalCode: '', countryStateId: null, municipalityId: null, enabled: true };

export const postalCodeValues = (row: PostalCodeRecordRead): PostalCodeValues => ({
  postalCode: row.postalCode, countryStateId: row.countryStateId, municipalityId: row.municipalityId, enabled: row.enabled, rowVersion: row.rowVersion,
});
