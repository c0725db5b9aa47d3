import * as yup from 'yup';
import { checkFormula } from '../../../domain/kpis/formula/checkFormula';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';
import { bandLimitFields, type BandLimitValues } from '../bands/bandSchema';
import { formulaMessage } from './formulaMessage';

const { cycleDaysMin, cycleDaysMax, nameMax, categoryMax } = LIMITS.kpis;

export interface KpiValues extends BandLimitValues, Versioned {
  kpiGroupId: number | null;
  category: string;
  name: string;
  cycleDays: number | null;
  formula: string;
}

export const EMPTY_KPI: KpiValues = { kpiGroupId: null, category: '', name: '', cycleDays: null, formula: '', greenMax: null, amberMax: null };

const text = (max: number) =>
  yup.string().trim().required('validation.required').max(max, validationMessage('validation.maxLength', { max }));

/** A KPI's rules (spec 002 section 5): the formula checked over the parameters' codes as typed, a cycle of 1 to 30 days, the bands' limits. */
export function kpiSchema(codes: ReadonlySet<string>) {
  return yup.object({
    kpiGroupId: yup.number().nullable().required('validation.required'),
    category: text(categoryMax),
    name: text(nameMax),
    cycleDays: yup
      .number()
      .nullable()
      .required('validation.required')
      .integer()
      .min(cycleDaysMin, validationMessage('kpis.cycleRange', { min: cycleDaysMin, max: cycleDaysMax }))
      .max(cycleDaysMax, validationMessage('kpis.cycleRange', { min: cycleDaysMin, max: cycleDaysMax })),
    formula: yup.string().test('formula', (value, context) => {
      const checked = checkFormula(value ?? '', codes);
      return checked.ok || context.createError({ message: formulaMessage(checked.problem) });
    }),
    ...bandLimitFields,
  });
}
