/** A formula as the evaluator reads it: only what the whitelist allows, so nothing else can be evaluated. */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'code'; code: string }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

/** Why a typed formula is refused; `at` is the 0-based index of the place in the text. */
export type FormulaProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooDeep'; at: number; max: number }
  | { kind: 'character'; at: number; text: string }
  | { kind: 'unbalancedOpen'; at: number }
  | { kind: 'unbalancedClose'; at: number }
  | { kind: 'numberTooLarge'; at: number; text: string; max: number }
  | { kind: 'unknownCode'; at: number; text: string }
  | { kind: 'divisionByZero'; at: number }
  | { kind: 'syntax'; at: number };

export type CheckedFormula = { ok: true; node: FormulaNode; codes: readonly string[] } | { ok: false; problem: FormulaProblem };
