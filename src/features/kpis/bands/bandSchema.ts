import * as yup from 'yup';
import { checkBandLimits, type BandField } from '../../../domain/kpis/bands/indicatorBands';
import { validationMessage } from '../../../shared/validation/messages';

export interface BandLimitValues {
  greenMax: number | null;
  amberMax: number | null;
}

/** The refusal of one limit, worded with the indicator message and its bounds (spec 002 section 8). */
function bandRule(field: BandField) {
  return yup
    .number()
    .nullable()
    .test('band', (value, context) => {
      const { greenMax, amberMax } = context.parent as BandLimitValues;
      const problem = checkBandLimits(greenMax, amberMax).find((p) => p.field === field);
      if (!problem) return true;
      if (problem.kind === 'required') return context.createError({ message: 'validation.required' });
      return context.createError({ message: validationMessage('indicators.outOfBounds', { min: problem.min.toFixed(2), max: problem.max.toFixed(2) }) });
    });
}

/** Green max and amber max as the band rules take them (src/domain/kpis/bands). */
export const bandLimitFields = { greenMax: bandRule('greenMax'), amberMax: bandRule('amberMax') };
