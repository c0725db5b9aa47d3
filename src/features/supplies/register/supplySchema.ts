import * as yup from 'yup';
import type { SupplyRowRead, SupplyWrite } from '../../../api/tags/product';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { decimalRule, required, textRule } from '../../../shared/validation/rules';

const { nameMax, codeMax, unitCostMax, unitCostDecimals } = LIMITS.supplies;

/** The supply form: the contract's fields, the unit and the cost null until chosen or typed. */
export interface SupplyValues extends Versioned {
  name: string;
  code: string;
  unitOfMeasurement: string | null;
  unitCost: number | null;
  enabled: boolean;
}

/**
 * Spec 001 sections 3 and 5: name at most 180 and code at most 130 ("values at most 130 and 180"), the code without
 * spaces or symbols; a unit cost from 0 to 9,999,999.00 whose third decimal is refused with the decimals message.
 */
export const supplySchema = yup.object({
  name: textRule({ required: true, max: nameMax }),
  code: textRule({ required: true, max: codeMax, noSpaces: true, allowedCharacters: true }),
  unitOfMeasurement: yup.string().nullable().test(required()),
  unitCost: decimalRule({ required: true, min: 0, max: unitCostMax, decimals: unitCostDecimals }),
  enabled: yup.boolean().test(required()),
});

export const EMPTY_SUPPLY: SupplyValues = { name: '', code: '', unitOfMeasurement: null, unitCost: null, enabled: true };

/** The form's values of a supply being edited, with the version they were read at. */
export const supplyValues = (supply: SupplyRowRead): SupplyValues => ({
  name: supply.name, code: supply.code, unitOfMeasurement: supply.unitOfMeasurement, unitCost: supply.unitCost, enabled: supply.enabled,
  rowVersion: supply.rowVersion,
});

/** The request body of valid values (the schema has checked every required one); the version travels apart. */
export const supplyBody = ({ rowVersion: _version, ...values }: SupplyValues): SupplyWrite => ({
  ...values, unitOfMeasurement: values.unitOfMeasurement!, unitCost: values.unitCost!,
});
