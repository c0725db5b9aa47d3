import * as yup from 'yup';
import type { WarehouseRead, WarehouseWrite } from '../../../api/tags/inventory';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';
import { decimalRule, latitude, longitude, required, requiredIdRule, textRule } from '../../../shared/validation/rules';

const { nameMax, addressMax, streetNumberMax, postalCodeMax, coordinateDecimals } = LIMITS.warehouses;

/** The warehouse form: the contract's fields, with empty numbers and choices as null until typed or chosen. */
export interface WarehouseValues extends Versioned {
  warehouseName: string;
  address: string;
  exteriorNumber: string;
  interiorNumber: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  partnerId: number | null;
  responsibleId: number | null;
  secondaryResponsibleId: number | null;
  enabled: boolean;
}

const coordinate = (rule: typeof latitude) => decimalRule({ required: true, decimals: coordinateDecimals }).test(rule());

/**
 * Spec 001 section 5 and 002 section 5: name 180, address 100, postal code up to 6 digits, latitude -90
 * to 90, longitude -180 to 180; the principal manager, partner and numbers the contract requires; the
 * secondary manager optional and never the principal one.
 */
export const warehouseSchema = yup.object({
  warehouseName: textRule({ required: true, max: nameMax }),
  address: textRule({ required: true, max: addressMax }),
  exteriorNumber: textRule({ required: true, max: streetNumberMax }),
  interiorNumber: textRule({ max: streetNumberMax }),
  postalCode: textRule({ required: true, max: postalCodeMax, digitsOnly: true }),
  latitude: coordinate(latitude),
  longitude: coordinate(longitude),
  partnerId: requiredIdRule(),
  responsibleId: requiredIdRule(),
  secondaryResponsibleId: yup
    .number()
    .nullable()
    .test({
      name: 'secondaryNotPrincipal',
      message: validationMessage('inventory.warehouses.secondaryNotPrincipal'),
      test: (value, context) => value == null || value !== context.parent.responsibleId,
    }),
  enabled: yup.boolean().test(required()),
});

export const EMPTY_WAREHOUSE: WarehouseValues = {
  warehouseName: '', address: '', exteriorNumber: '', interiorNumber: '', postalCode: '', latitude: null, longitude: null,
  partnerId: null, responsibleId: null, secondaryResponsibleId: null, enabled: true,
};

/** The form's values of a warehouse being edited, with the version they were read at. */
export const warehouseValues = (warehouse: WarehouseRead): WarehouseValues => ({
  warehouseName: warehouse.warehouseName, address: warehouse.address, exteriorNumber: warehouse.exteriorNumber,
  interiorNumber: warehouse.interiorNumber ?? '', postalCode: warehouse.postalCode, latitude: warehouse.latitude,
  longitude: warehouse.longitude, partnerId: warehouse.partnerId, responsibleId: warehouse.responsibleId,
  secondaryResponsibleId: warehouse.secondaryResponsibleId, enabled: warehouse.enabled, rowVersion: warehouse.rowVersion,
});

/** The request body of valid values (the schema has checked every required one); the version travels apart, on an update only. */
export const warehouseBody = ({ rowVersion: _version, ...values }: WarehouseValues): WarehouseWrite => ({
  ...values,
  interiorNumber: values.interiorNumber || null,
  latitude: values.latitude!, longitude: values.longitude!, partnerId: values.partnerId!, responsibleId: values.responsibleId!,
});
