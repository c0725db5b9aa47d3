import fc from 'fast-check';
import { LIMITS } from '../../../shared/validation/limits';
import { checkFormula } from './checkFormula';
import { evaluateFormula } from './evaluateFormula';

const CODES = new Set(['CLOSED', 'TOTAL', 'OPEN_1']);
const VALUES: Record<string, number> = { CLOSED: 30, TOTAL: 40, OPEN_1: 0 };
const valueOf = (code: string) => VALUES[code] ?? null;

function valueFor(text: string): number | null {
  const checked = checkFormula(text, CODES);
  if (!checked.ok) throw new Error(`refused ${text}: ${JSON.stringify(checked.problem)}`);
  return evaluateFormula(checked.node, valueOf);
}
const problemOf = (text: string) => {
  const checked = checkFormula(text, CODES);
  return checked.ok ? null : checked.problem;
};

describe('checkFormula and evaluateFormula', () => {
  it('evaluates numbers, codes, the four operators, unary minus and brackets with the usual precedence', () => {
    expect(valueFor('CLOSED / TOTAL * 100')).toBe(75);
    expect(valueFor('(CLOSED + 10) / TOTAL * 100')).toBe(100);
    expect(valueFor('-CLOSED + 2 * 3')).toBe(-24);
    expect(valueFor('-(TOTAL - CLOSED)')).toBe(-10);
    expect(valueFor('1.5 * .5')).toBe(0.75);
  });

  it('gives no value for a division by a parameter that is zero, or a parameter without a value', () => {
    expect(valueFor('CLOSED / OPEN_1')).toBeNull();
    expect(valueFor('(CLOSED / OPEN_1) + 1')).toBeNull();
    const checked = checkFormula('CLOSED + TOTAL', CODES);
    expect(checked.ok && evaluateFormula(checked.node, () => null)).toBeNull();
  });

  it('answers the codes the formula uses, once each', () => {
    const checked = checkFormula('CLOSED / TOTAL + CLOSED', CODES);
    expect(checked.ok && checked.codes).toEqual(['CLOSED', 'TOTAL']);
  });

  it('points at an unknown code', () => {
    expect(problemOf('CLOSED / TOTALS')).toEqual({ kind: 'unknownCode', at: 9, text: 'TOTALS' });
    expect(problemOf('closed')).toEqual({ kind: 'unknownCode', at: 0, text: 'closed' });
  });

  it('points at an unmatched bracket, closing or opening', () => {
    expect(problemOf('(CLOSED + 1))')).toEqual({ kind: 'unbalancedClose', at: 12 });
    expect(problemOf('((CLOSED + 1)')).toEqual({ kind: 'unbalancedOpen', at: 0 });
  });

  it('points at a division by a constant zero, written plainly, negated or computed', () => {
    expect(problemOf('CLOSED / 0')).toEqual({ kind: 'divisionByZero', at: 7 });
    expect(problemOf('TOTAL + CLOSED / -0.0')).toEqual({ kind: 'divisionByZero', at: 15 });
    expect(problemOf('CLOSED / (2 - 2) * 5')).toEqual({ kind: 'divisionByZero', at: 7 });
    expect(problemOf('CLOSED / 2 * 0')).toBeNull();
  });

  it('refuses characters, operators and shapes outside the whitelist', () => {
    expect(problemOf('CLOSED % 2')).toEqual({ kind: 'character', at: 7, text: '%' });
    expect(problemOf('constructor')).toEqual({ kind: 'unknownCode', at: 0, text: 'constructor' });
    expect(problemOf('TOTAL.constructor')).toEqual({ kind: 'character', at: 5, text: '.' });
    expect(problemOf("CLOSED + 'x'")).toMatchObject({ kind: 'character', at: 9 });
    expect(problemOf('CLOSED ** 2')).toMatchObject({ kind: 'syntax' });
    expect(problemOf('CLOSED(1)')).toMatchObject({ kind: 'syntax' });
    expect(problemOf('CLOSED +')).toMatchObject({ kind: 'syntax' });
    expect(problemOf('  ')).toEqual({ kind: 'empty' });
  });

  it('refuses a formula at the length limit plus one, and takes one at the limit', () => {
    const atLimit = `1${'+1'.repeat((LIMITS.kpis.formulaMax - 1) / 2)}`.padEnd(LIMITS.kpis.formulaMax, ' ');
    expect(atLimit).toHaveLength(LIMITS.kpis.formulaMax);
    expect(problemOf(atLimit)).toBeNull();
    expect(problemOf(`${atLimit}1`)).toEqual({ kind: 'tooLong', max: LIMITS.kpis.formulaMax });
  });

  it('refuses a 10,000-character formula before parsing it', () => {
    expect(problemOf('('.repeat(5000) + ')'.repeat(5000))).toEqual({ kind: 'tooLong', max: LIMITS.kpis.formulaMax });
  });

  it('takes brackets nested to the depth limit and refuses one more, pointing at it', () => {
    const depth = LIMITS.kpis.formulaMaxDepth;
    expect(valueFor(`${'('.repeat(depth)}CLOSED${')'.repeat(depth)}`)).toBe(30);
    expect(problemOf(`${'('.repeat(depth + 1)}CLOSED${')'.repeat(depth + 1)}`)).toEqual({ kind: 'tooDeep', at: depth, max: depth });
  });

  it('takes a number at the limit and refuses a larger one; huge results give no value', () => {
    const max = LIMITS.kpis.formulaNumberMax;
    expect(valueFor(`${max}`)).toBe(max);
    expect(problemOf(`CLOSED + ${max + 1}`)).toEqual({ kind: 'numberTooLarge', at: 9, text: String(max + 1), max });
    expect(problemOf(`1${'0'.repeat(400)}`)).toMatchObject({ kind: 'numberTooLarge' });
    const power = `${max}${` * ${max}`.repeat(34)}`;
    expect(valueFor(power)).toBeNull();
  });

  it('never throws and never evaluates anything but numbers, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120, unit: fc.constantFrom(...'()+-*/ .0123456789CLOSEDTOTAL_x%e"\'[],'.split('')) }), (text) => {
        const checked = checkFormula(text, CODES);
        if (!checked.ok) return;
        const value = evaluateFormula(checked.node, valueOf);
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
      { seed: 35, numRuns: 2000 },
    );
  });
});
