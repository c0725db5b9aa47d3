import { LIMITS } from '../../../shared/validation/limits';
import { createI18n } from '../../../shared/i18n/i18n';
import { translateError } from '../../../shared/validation/messages';
import { EMPTY_KPI, kpiSchema, type KpiValues } from './kpiSchema';

const { cycleDaysMax, nameMax } = LIMITS.kpis;
const schema = kpiSchema(new Set(['CLOSED', 'TOTAL']));
const valid: KpiValues = { ...EMPTY_KPI, kpiGroupId: 1, category: 'Operación', name: 'Cerrados', cycleDays: cycleDaysMax, formula: 'CLOSED / TOTAL * 100', greenMax: 60, amberMax: 80 };

async function errorsOf(values: Partial<KpiValues>, language: 'es' | 'en' = 'es') {
  const t = createI18n(language).t;
  try {
    await schema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, translateError(t, e.message)]));
  }
}

describe('kpiSchema', () => {
  it('takes a KPI at every limit', async () => {
    expect(await errorsOf({ name: 'n'.repeat(nameMax) })).toEqual({});
  });

  it('refuses a cycle one day past 30 and a name one character past its limit', async () => {
    expect(await errorsOf({ cycleDays: cycleDaysMax + 1, name: 'n'.repeat(nameMax + 1) })).toEqual({
      cycleDays: `El ciclo debe ser de 1 a ${cycleDaysMax} días`,
      name: `El valor no puede exceder ${nameMax} caracteres`,
    });
  });

  it('words each formula refusal with its place, in both languages', async () => {
    expect(await errorsOf({ formula: 'CLOSED / TOTALS' })).toEqual({ formula: 'El código TOTALS no es un parámetro (carácter 10)' });
    expect(await errorsOf({ formula: '(CLOSED / TOTAL' })).toEqual({ formula: 'Falta cerrar el paréntesis del carácter 1' });
    expect(await errorsOf({ formula: 'CLOSED / TOTAL)' })).toEqual({ formula: 'El paréntesis del carácter 15 no cierra ninguno' });
    expect(await errorsOf({ formula: 'CLOSED / (1 - 1)' })).toEqual({ formula: 'División entre cero en el carácter 8' });
    expect(await errorsOf({ formula: 'CLOSED / TOTALS' }, 'en')).toEqual({ formula: 'Code TOTALS is not a parameter (character 10)' });
  });

  it('refuses the bands’ limits with their bounds', async () => {
    expect(await errorsOf({ greenMax: 80, amberMax: 80 })).toEqual({ amberMax: 'El valor debe estar entre 80.01 y 99.99' });
  });
});
