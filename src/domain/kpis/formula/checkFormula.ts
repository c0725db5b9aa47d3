import jsep from 'jsep';
import { LIMITS } from '../../../shared/validation/limits';
import { evaluateFormula } from './evaluateFormula';
import type { CheckedFormula, FormulaNode, FormulaProblem } from './formulaTypes';
import { tokenize, type FormulaToken } from './formulaTokens';

const OPERATORS = new Set(['+', '-', '*', '/']);

class NotAllowed extends Error {}

/** jsep's tree to the whitelist's; anything else (calls, members, other operators, literals other than numbers) is refused. */
function toNode(expression: jsep.Expression): FormulaNode {
  if (expression.type === 'Literal' && typeof expression.value === 'number') return { kind: 'number', value: expression.value };
  if (expression.type === 'Identifier') return { kind: 'code', code: String(expression.name) };
  if (expression.type === 'UnaryExpression' && expression.operator === '-') {
    return { kind: 'negate', operand: toNode(expression.argument as jsep.Expression) };
  }
  if (expression.type === 'BinaryExpression' && OPERATORS.has(String(expression.operator))) {
    return {
      kind: 'binary',
      operator: expression.operator as '+' | '-' | '*' | '/',
      left: toNode(expression.left as jsep.Expression),
      right: toNode(expression.right as jsep.Expression),
    };
  }
  throw new NotAllowed(expression.type);
}

function parse(text: string): { node: FormulaNode } | { at: number } {
  try {
    return { node: toNode(jsep(text)) };
  } catch (error) {
    // jsep's errors carry the index where it stopped; a shape outside the whitelist points at the start.
    const index = error instanceof NotAllowed ? 0 : (error as { index?: unknown }).index;
    return { at: typeof index === 'number' ? Math.min(index, text.length) : 0 };
  }
}

/** Where the operand right after token `i` ends (a number, a code, a bracket group, after any unary minus). */
function operandEnd(tokens: FormulaToken[], i: number): number {
  let j = i;
  while (tokens[j]?.text === '-' || tokens[j]?.text === '+') j += 1;
  if (tokens[j]?.kind !== 'open') return j;
  let depth = 0;
  for (; j < tokens.length; j += 1) {
    depth += tokens[j]!.kind === 'open' ? 1 : tokens[j]!.kind === 'close' ? -1 : 0;
    if (depth === 0) return j;
  }
  return j;
}

/** The first `/` whose divisor is a constant (no code) equal to zero: `a / 0`, `a / (2 - 2)`, `a / -0`. */
function constantZeroDivision(text: string, tokens: FormulaToken[]): number | null {
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]!.text !== '/') continue;
    const end = operandEnd(tokens, i + 1);
    const divisor = tokens.slice(i + 1, end + 1);
    if (divisor.length === 0 || divisor.some((t) => t.kind === 'code')) continue;
    const last = divisor[divisor.length - 1]!;
    const parsed = parse(text.slice(divisor[0]!.at, last.at + last.text.length));
    if ('node' in parsed && evaluateFormula(parsed.node, () => null) === 0) return tokens[i]!.at;
  }
  return null;
}

/**
 * Checks a formula as the user types it against the parameters' codes: length, characters, brackets, numbers,
 * syntax (jsep), unknown codes and division by a constant zero, each pointing at its place; answers the tree
 * the evaluator reads. Limits (LIMITS.kpis) are checked first, so hostile input is refused before parsing.
 */
export function checkFormula(text: string, codes: ReadonlySet<string>): CheckedFormula {
  const refuse = (problem: FormulaProblem): CheckedFormula => ({ ok: false, problem });
  if (text.length > LIMITS.kpis.formulaMax) return refuse({ kind: 'tooLong', max: LIMITS.kpis.formulaMax });
  if (!text.trim()) return refuse({ kind: 'empty' });
  const scanned = tokenize(text);
  if ('problem' in scanned) return refuse(scanned.problem);
  const { tokens } = scanned;
  const unknown = tokens.find((t) => t.kind === 'code' && !codes.has(t.text));
  if (unknown) return refuse({ kind: 'unknownCode', at: unknown.at, text: unknown.text });
  const parsed = parse(text);
  if ('at' in parsed) return refuse({ kind: 'syntax', at: parsed.at });
  const zero = constantZeroDivision(text, tokens);
  if (zero !== null) return refuse({ kind: 'divisionByZero', at: zero });
  return { ok: true, node: parsed.node, codes: [...new Set(tokens.filter((t) => t.kind === 'code').map((t) => t.text))] };
}
