import { advanceClock } from './clock';
import { INACTIVITY_DAYS } from './security/accountRules';
import { FINAL_STATUSES } from './ticket/transitions';
import { RESPONSE_HOURS } from './ticket/moves';
import { createStore } from './store/createStore';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const store = () => createStore({ tickets: 200 });
const ageOf = (s: ReturnType<typeof store>, created: string) => s.now.getTime() - Date.parse(`${created.slice(0, 19)}Z`);

describe('the sandbox clock', () => {
  it('stands still until moved, and moves only forward', () => {
    const s = store();
    const seeded = s.now.getTime();
    expect(advanceClock(s, 90_000).getTime()).toBe(seeded + 90_000);
    expect(() => advanceClock(s, -1)).toThrow(RangeError);
  });

  it('moves the SLA progress of open tickets, and not of finished ones', () => {
    const s = store();
    const open = [...s.tickets.values()].find((t) => !FINAL_STATUSES.has(t.statusId) && ageOf(s, t.creationDateUTC) < RESPONSE_HOURS * HOUR / 2)!;
    const finished = [...s.tickets.values()].find((t) => FINAL_STATUSES.has(t.statusId))!;
    const before = open.ticketProgress;

    advanceClock(s, (RESPONSE_HOURS * HOUR) / 4);

    expect(s.tickets.get(open.ticketId)!.ticketProgress).toBeCloseTo(before + 25, 1);
    expect(s.tickets.get(finished.ticketId)!.ticketProgress).toBe(0);
    advanceClock(s, RESPONSE_HOURS * HOUR);
    expect(s.tickets.get(open.ticketId)!.ticketProgress).toBe(100);
  });

  it(`deactivates a user when the clock reaches ${INACTIVITY_DAYS} idle days, not a minute before`, () => {
    const s = store();
    const user = [...s.users.values()].find((u) => u.enabled && u.roleCode === 'ENG' && u.lastAccessDate)!;
    const dueIn = Date.parse(`${user.lastAccessDate!.replace(/Z$/, '')}Z`) + INACTIVITY_DAYS * DAY - s.now.getTime();

    advanceClock(s, dueIn - 60_000);
    expect(s.users.get(user.userId)!.enabled).toBe(true);
    advanceClock(s, 60_000);
    expect(s.users.get(user.userId)!.enabled).toBe(false);
  });
});
