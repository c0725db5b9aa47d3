import type { FormulaProblem } from '../../../domain/kpis/formula/formulaTypes';
import { validationMessage } from '../../../shared/validation/messages';

/** A formula's refusal as a field message: kpis.formula.<kind>, with the place as the user counts it (from 1). */
export function formulaMessage(problem: FormulaProblem): string {
  const values: Record<string, string | number> = {};
  if ('at' in problem) values.position = problem.at + 1;
  if ('text' in problem) values.text = problem.text;
  if ('max' in problem) values.max = problem.max;
  return validationMessage(`kpis.formula.${problem.kind}`, values);
}
