import type { Versioned } from '../../../shared/forms/conflict/versioned';
import * as yup from 'yup';
import { decimalRule, requiredIdRule, textRule } from '../../../shared/validation/rules';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';
import type { ShipmentFormat } from '../../../domain/shipments/shipmentTypes';

const { costMax, costDecimals, guideNumberMax, guideNumberPattern } = LIMITS.shipments;

export interface SupplyLine {
  supplyId: number;
  quantity: number;
}

export interface ShipmentValues {
  format: ShipmentFormat | null;
  originId: number | null;
  destinationId: number | null;
  cost: number | null;
  currencyId: number | null;
  guideNumber: string;
  courierId: number | null;
  shipmentPriorityId: number | null;
  components: number[];
  kits: number[];
  supplies: SupplyLine[];
}

/** A new shipment starts empty: type and cost are cleared on entry (spec 001 section 2). */
export const EMPTY_SHIPMENT: ShipmentValues = {
  format: null,
  originId: null,
  destinationId: null,
  cost: null,
  currencyId: null,
  guideNumber: '',
  courierId: null,
  shipmentPriorityId: null,
  components: [],
  kits: [],
  supplies: [],
};

/** The cap as the message shows it, with two decimals. */
export const COST_MAX_TEXT = costMax.toFixed(costDecimals);

/**
 * The shipment form (spec 001 section 5): origin, destination, courier and priority required; cost
 * non-negative with 2 decimals up to 9,999,999.00, and then a currency; a guide number of letters,
 * digits, spaces, hyphen and accented letters; at least one item. Messages are translation keys.
 */
export const shipmentSchema = yup.object({
  format: requiredIdRule(),
  originId: requiredIdRule(),
  destinationId: requiredIdRule(),
  cost: decimalRule({ decimals: costDecimals })
    .test({
      name: 'costMin',
      message: 'shipments.errors.costNegative',
      test: (v) => v == null || v >= 0,
    })
    .test({
      name: 'costMax',
      message: validationMessage('shipments.errors.costMax', {
        max: COST_MAX_TEXT,
      }),
      test: (v) => v == null || v <= costMax,
    }),
  currencyId: yup
    .number()
    .nullable()
    .when('cost', {
      is: (cost: number | null) => cost != null,
      then: (s) =>
        s.test({
          name: 'currencyWithCost',
          message: 'shipments.errors.currencyRequired',
          test: (v) => v != null,
        }),
    }),
  guideNumber: textRule({
    required: true,
    max: guideNumberMax,
    pattern: {
      regex: guideNumberPattern,
      messageKey: 'shipments.errors.guideNumber',
    },
  }),
  courierId: requiredIdRule(),
  shipmentPriorityId: requiredIdRule(),
  components: yup.array(yup.number().defined()).defined(),
  kits: yup.array(yup.number().defined()).defined(),
  supplies: yup
    .array(
      yup.object({
        supplyId: yup.number().defined(),
        quantity: yup.number().defined(),
      }),
    )
    .defined()
    .test({
      name: 'atLeastOneItem',
      message: 'shipments.errors.noItems',
      test: (supplies, context) => supplies.length + context.parent.components.length + context.parent.kits.length > 0,
    }),
});

/** What a modify may change (openapi modifyShipment): type, origin, destination and items never change. */
const HEADER_KEYS = ['cost', 'currencyId', 'guideNumber', 'courierId', 'shipmentPriorityId'] as const;
/** A modify's values carry the version of the shipment they were read from. */
export type ShipmentHeaderValues = Pick<ShipmentValues, (typeof HEADER_KEYS)[number]> & Versioned;

/** The creation rules for those fields, so a modify is held to the same limits. */
export const shipmentHeaderSchema = shipmentSchema.pick([...HEADER_KEYS]);
