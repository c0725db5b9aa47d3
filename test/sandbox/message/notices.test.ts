import { DateTime } from 'luxon';
import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { advanceClock } from '../clock';

const sandbox = setupSandbox({ tickets: 100 });
const { commentMax, searchMaxYears } = LIMITS.notifications;
const day = (days: number) => DateTime.fromJSDate(sandbox.store.now, { zone: sandbox.store.timeZone }).plus({ days }).toISODate()!;
const notice = (change: Record<string, unknown> = {}) => ({
  scheduledDate: day(1), comment: 'Mantenimiento del sistema el sábado', notificationPriorityId: 1, notificationTypeId: 1,
  audience: { userIds: [], roleCodes: ['DIS'], clientIds: [] }, ...change,
});
const create = (body: unknown) => callApi(sandbox, 'POST', '/message/api/v1/Notices', { body });
const search = (dateFrom: string, dateTo: string) =>
  callApi(sandbox, 'POST', '/message/api/v1/Notices/GeneralSearch', { body: { dateFrom, dateTo, pageNumber: 1, pageSize: 50 } });
const noticesOf = (userId: number) => [...sandbox.store.notifications.values()].filter((n) => n.receiverUserId === userId && n.notificationKey === 'Admin.Notice');

describe('notices in the sandbox', () => {
  it('starts with notices around today: the past ones delivered, those ahead waiting for their day', async () => {
    const seeded = (await search(day(-60), day(60))).body.data.items as { scheduledDate: string; deliveredDateTime: string | null }[];
    expect(seeded.length).toBeGreaterThan(1);
    for (const n of seeded) expect(n.deliveredDateTime === null).toBe(n.scheduledDate > day(0));
    expect(seeded.some((n) => n.deliveredDateTime === null)).toBe(true);
  });

  it('schedules a notice for tomorrow, not for today, with the message', async () => {
    const today = await create(notice({ scheduledDate: day(0) }));
    expect([today.status, today.body.detail, today.body.message]).toEqual([400, 'scheduledDate', 'La notificación debe darse al menos un día después de hoy']);
    expect((await create(notice())).status).toBe(200);
  });

  it(`requires a comment of at most ${commentMax} characters`, async () => {
    expect((await create(notice({ comment: 'a'.repeat(commentMax) }))).status).toBe(200);
    const over = await create(notice({ comment: 'a'.repeat(commentMax + 1) }));
    expect([over.status, over.body.message]).toEqual([400, expect.stringContaining('comment')]);
    // The refusal is the contract's own (maxLength), which the sandbox also records as a request off the document.
    expect(sandbox.violations.splice(0)).toEqual([expect.stringContaining('body.comment')]);
    const blank = await create(notice({ comment: '   ' }));
    expect([blank.status, blank.body.detail]).toEqual([400, 'comment']);
  });

  it(`searches at most ${searchMaxYears} years at once`, async () => {
    const from = day(-10);
    const twoYears = DateTime.fromISO(from).plus({ years: searchMaxYears });
    expect((await search(from, twoYears.toISODate()!)).status).toBe(200);
    const over = await search(from, twoYears.plus({ days: 1 }).toISODate()!);
    expect([over.status, over.body.detail]).toEqual([400, 'dateTo']);
  });

  it('delivers the notice to every user of the role when the clock reaches its day, once, and refuses editing it then', async () => {
    const created = (await create(notice())).body.data;
    const dispatchers = [...sandbox.store.users.values()].filter((u) => u.roleCode === 'DIS' && u.enabled);
    const someoneElse = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG')!;
    const untilTomorrow = DateTime.fromISO(day(1), { zone: sandbox.store.timeZone }).toMillis() - sandbox.store.now.getTime();

    advanceClock(sandbox.store, untilTomorrow - 60_000);
    expect(noticesOf(dispatchers[0]!.userId)).toHaveLength(0);
    advanceClock(sandbox.store, 60_000);
    advanceClock(sandbox.store, 60_000);
    expect(dispatchers.map((u) => noticesOf(u.userId).length)).toEqual(dispatchers.map(() => 1));
    expect(noticesOf(someoneElse.userId)).toHaveLength(0);

    const edit = await callApi(sandbox, 'PUT', '/message/api/v1/Notices', { body: { ...notice({ scheduledDate: day(2) }), id: created.id, rowVersion: 2 } });
    expect(edit.status).toBe(409);
  });
});
