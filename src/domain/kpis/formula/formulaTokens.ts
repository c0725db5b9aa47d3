import { LIMITS } from '../../../shared/validation/limits';
import type { FormulaProblem } from './formulaTypes';

export type FormulaToken =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'code'; text: string; at: number }
  | { kind: 'operator' | 'open' | 'close'; text: string; at: number };

const NUMBER = /\d+(?:\.\d*)?|\.\d+/y;
const CODE = /[A-Za-z_][A-Za-z0-9_]*/y;
const SPACE = /\s/;
const OPERATORS = '+-*/';

/**
 * Splits the text into the whitelist's tokens, refusing at the first character outside it, a number past the
 * limit, an unmatched bracket or brackets nested too deep. A linear scan, so hostile input costs no recursion.
 */
export function tokenize(text: string): { tokens: FormulaToken[] } | { problem: FormulaProblem } {
  const { formulaMaxDepth, formulaNumberMax } = LIMITS.kpis;
  const tokens: FormulaToken[] = [];
  const open: number[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (SPACE.test(char)) {
      at += 1;
      continue;
    }
    NUMBER.lastIndex = at;
    CODE.lastIndex = at;
    const number = NUMBER.exec(text);
    const code = number ? null : CODE.exec(text);
    if (number) {
      if (Number(number[0]) > formulaNumberMax) return { problem: { kind: 'numberTooLarge', at, text: number[0], max: formulaNumberMax } };
      tokens.push({ kind: 'number', text: number[0], at });
      at += number[0].length;
    } else if (code) {
      tokens.push({ kind: 'code', text: code[0], at });
      at += code[0].length;
    } else if (OPERATORS.includes(char)) {
      tokens.push({ kind: 'operator', text: char, at });
      at += 1;
    } else if (char === '(') {
      if (open.length === formulaMaxDepth) return { problem: { kind: 'tooDeep', at, max: formulaMaxDepth } };
      open.push(at);
      tokens.push({ kind: 'open', text: char, at });
      at += 1;
    } else if (char === ')') {
      if (open.pop() === undefined) return { problem: { kind: 'unbalancedClose', at } };
      tokens.push({ kind: 'close', text: char, at });
      at += 1;
    } else {
      return { problem: { kind: 'character', at, text: String.fromCodePoint(text.codePointAt(at) ?? 0) } };
    }
  }
  const unclosed = open.pop();
  return unclosed === undefined ? { tokens } : { problem: { kind: 'unbalancedOpen', at: unclosed } };
}
