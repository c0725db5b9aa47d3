import type { TFunction } from 'i18next';
import { createI18n } from '../../../shared/i18n/i18n';
import { filterProblems, type FilterProblem } from '../../../shared/filters/filterChecks';
import { TICKET_FILTER, TICKET_FILTER_LIMITS } from './ticketFilter';
import { emptyFilterValues, type DateField, type FilterField, type TextField, type TicketFilterValues } from '../../../domain/tickets/search/filterValues';

const es = createI18n('es');
const en = createI18n('en');
const with_ = (patch: Partial<TicketFilterValues>) => ({ ...emptyFilterValues(), ...patch });
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d);

/** The problem of each refused field of the values, by field name. */
function validateFilter(values: TicketFilterValues): Partial<Record<FilterField, FilterProblem>> {
  const nameOf = (index: number) => {
    const field = TICKET_FILTER.fields[index]!;
    return ('name' in field ? field.name : field.from) as FilterField;
  };
  return Object.fromEntries(filterProblems(TICKET_FILTER, values).map((problem) => [nameOf(problem.field!), problem]));
}

/** A problem's message as the bar says it. */
const filterErrorText = (t: TFunction, problem: FilterProblem) => t(problem.key, problem.values);

/** The Spanish text of a field's error, or undefined when the values are valid for it. */
function spanishError(patch: Partial<TicketFilterValues>, field: TextField | DateField) {
  const problem = validateFilter(with_(patch))[field];
  return problem ? filterErrorText(es.t, problem) : undefined;
}

describe('the ticket filter\'s rules', () => {
  it('accepts an empty filter (every field is "no condition")', () => {
    expect(validateFilter(emptyFilterValues())).toEqual({});
  });

  const lengths: [TextField, number][] = [
    ['clientNumber', 30],
    ['clientName', 50],
    ['serviceName', 240],
    ['numberService', 30],
    ['locationName', 30],
    ['comercialName', 300],
    ['productSerialNumber', 30],
    ['clientTicketNumber', 30],
    ['ticketId', 30],
    ['externalOrigin', 50],
    ['externalEventId', 30],
    ['assignedEngineerEmail', 150],
    ['fromPercent', 10],
    ['toPercent', 10],
  ];

  it.each(lengths)('%s takes 1 to %i characters', (field, max) => {
    expect(TICKET_FILTER_LIMITS.maxLength[field]).toBe(max);
    const ok = '1'.repeat(max);
    expect(spanishError({ [field]: ok }, field)).toBeUndefined();
    expect(spanishError({ [field]: '1' }, field)).toBeUndefined();
    expect(spanishError({ [field]: `${ok}1` }, field)).toBe(`Valor mayor a ${max} caracteres`);
    // Blanks only: shorter than the minimum once trimmed.
    expect(spanishError({ [field]: '   ' }, field)).toBe('Valor menor a 1');
  });

  it('words the length messages in English too', () => {
    const errors = validateFilter(with_({ clientName: 'x'.repeat(51), clientNumber: ' ' }));
    expect(filterErrorText(en.t, errors.clientName!)).toBe('Value longer than 50 characters');
    expect(filterErrorText(en.t, errors.clientNumber!)).toBe('Value less than 1');
  });

  it.each(['numberService', 'ticketId', 'externalEventId'] as const)('%s takes digits only', (field) => {
    expect(spanishError({ [field]: '12345' }, field)).toBeUndefined();
    expect(spanishError({ [field]: ' 12345 ' }, field)).toBeUndefined();
    for (const bad of ['12a', '-1', '1.5', '1 2']) {
      expect(spanishError({ [field]: bad }, field)).toBe('Solo se permiten números');
    }
  });

  it.each(['fromPercent', 'toPercent'] as const)('%s must start with a digit or a comma', (field) => {
    for (const good of ['0', '12.5', ',5', '100', '12,50']) expect(spanishError({ [field]: good }, field)).toBeUndefined();
    for (const bad of ['.5', 'a1', '-3', '5%', '1 0']) {
      expect(spanishError({ [field]: bad }, field)).toBe('Debe iniciar con un dígito o una coma y contener solo dígitos, puntos y comas');
    }
  });

  const dateFields: DateField[] = ['creationDate', 'scheduleDate', 'closedDate', 'cancelledDate', 'startDate', 'attendDate'];

  it.each(dateFields)("%s: the 'to' must be later than the 'from'", (field) => {
    expect(spanishError({ [field]: { start: local(2026, 3, 10), end: local(2026, 3, 9) } }, field)).toBe(
      "La fecha 'Hasta' debe ser mayor que la fecha 'Desde'",
    );
    // A one-day range runs from 00:00:00 to 23:59:59 of that day.
    expect(spanishError({ [field]: { start: local(2026, 3, 10), end: local(2026, 3, 10) } }, field)).toBeUndefined();
    expect(spanishError({ [field]: { start: local(2026, 3, 10), end: local(2026, 3, 11) } }, field)).toBeUndefined();
    // Only one end: no order to check.
    expect(spanishError({ [field]: { start: local(2026, 3, 10), end: null } }, field)).toBeUndefined();
    expect(spanishError({ [field]: { start: null, end: local(2026, 3, 10) } }, field)).toBeUndefined();
  });

  it("words 'to must be greater than from' in English", () => {
    const errors = validateFilter(with_({ closedDate: { start: local(2026, 3, 10), end: local(2026, 3, 1) } }));
    expect(filterErrorText(en.t, errors.closedDate!)).toBe("'To' must be greater than 'From'");
  });

  it.each(dateFields)('%s lies between the years 0000 and 9999', (field) => {
    const year = (y: number) => {
      const date = new Date(2000, 0, 1);
      date.setFullYear(y);
      return date;
    };
    expect(spanishError({ [field]: { start: year(0), end: year(9999) } }, field)).toBeUndefined();
    expect(spanishError({ [field]: { start: year(-1), end: null } }, field)).toBe('La fecha debe estar entre los años 0000 y 9999');
    expect(spanishError({ [field]: { start: null, end: year(10000) } }, field)).toBe('La fecha debe estar entre los años 0000 y 9999');
    expect(spanishError({ [field]: { start: new Date(Number.NaN), end: null } }, field)).toBe('La fecha debe estar entre los años 0000 y 9999');
  });

  it('reports every invalid field at once', () => {
    const errors = validateFilter(
      with_({ ticketId: 'abc', clientName: 'x'.repeat(60), creationDate: { start: local(2026, 1, 2), end: local(2026, 1, 1) } }),
    );
    expect(Object.keys(errors).sort()).toEqual(['clientName', 'creationDate', 'ticketId']);
  });
});
