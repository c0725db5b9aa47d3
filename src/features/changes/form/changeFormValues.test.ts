import { LIMITS } from '../../../shared/validation/limits';
import { changeSchema, EMPTY_CHANGE, type ChangeFormValues } from './changeFormValues';

const start = new Date('2026-12-10T08:00:00Z');
const hours = (n: number) => new Date(start.getTime() + n * 3_600_000);
const valid: ChangeFormValues = {
  ...EMPTY_CHANGE, name: 'Cambio', changeTypeId: 2, categoryId: 1, riskLevel: 'Low', priorityId: 1, startDate: start, endDate: hours(4),
  unavailabilityMinutes: 30, cabId: 1, cabMemberUserId: 1, clientId: 1, locationId: 1,
};
const problems = (values: Partial<ChangeFormValues>) =>
  changeSchema.validate({ ...valid, ...values }, { abortEarly: false }).then(() => [], (e: { errors: string[] }) => e.errors);

describe('the change form rules', () => {
  it('takes a valid change', async () => expect(await problems({})).toEqual([]));

  it('wants the end after the start: an equal end is no window', async () => {
    expect(await problems({ endDate: start })).toEqual(['changes.form.endAfterStart']);
    expect(await problems({ endDate: new Date(start.getTime() + 60_000), unavailabilityMinutes: 0 })).toEqual([]);
  });

  it('keeps the unavailability within the window', async () => {
    expect(await problems({ unavailabilityMinutes: 240 })).toEqual([]);
    expect(await problems({ unavailabilityMinutes: 241 })).toEqual(['changes.form.unavailabilityMax']);
  });

  it('takes a background of up to its limit', async () => {
    const { backgroundMax } = LIMITS.changes;
    expect(await problems({ background: 'a'.repeat(backgroundMax) })).toEqual([]);
    expect(await problems({ background: 'a'.repeat(backgroundMax + 1) })).toEqual(['changes.form.backgroundMax']);
  });

  it('names every required field', async () => {
    expect(await problems({ name: ' ', changeTypeId: null, cabMemberUserId: null })).toEqual(['validation.required', 'validation.required', 'validation.required']);
  });
});
