import type { FormulaNode } from './formulaTypes';

/** A parameter's value for one evaluation; null when it has none. */
export type FormulaValues = (code: string) => number | null;

/**
 * Evaluates the whitelisted tree: numbers, codes, + - * /, unary minus. A division by zero, a missing value or a
 * result that is not a finite number gives no value (null), never an error. No eval, no Function.
 */
export function evaluateFormula(node: FormulaNode, values: FormulaValues): number | null {
  const value = evaluateNode(node, values);
  return value === null || !Number.isFinite(value) ? null : value;
}

function evaluateNode(node: FormulaNode, values: FormulaValues): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'code':
      return values(node.code);
    case 'negate': {
      const operand = evaluateNode(node.operand, values);
      return operand === null ? null : -operand;
    }
    case 'binary': {
      const left = evaluateNode(node.left, values);
      const right = evaluateNode(node.right, values);
      if (left === null || right === null) return null;
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      return right === 0 ? null : left / right;
    }
  }
}
