import { LIMITS } from '../../../shared/validation/limits';
import { EMPTY_ESCALATION, escalationSchema, type EscalationValues } from './escalationSchema';

const { usersPerLevelMax, minutesMax } = LIMITS.escalations;
const users = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const rule = (userIds: number[]): EscalationValues => ({ ...EMPTY_ESCALATION, name: 'Regla', clientId: 1, statusId: 2, levels: [{ threshold: minutesMax, userIds }] });

describe('escalation rule form', () => {
  it(`tells at most ${usersPerLevelMax} users per level`, async () => {
    await expect(escalationSchema.validate(rule(users(usersPerLevelMax)))).resolves.toBeTruthy();
    await expect(escalationSchema.validate(rule(users(usersPerLevelMax + 1)))).rejects.toThrow(`escalations.form.usersMax {"max":${usersPerLevelMax}}`);
  });
});
