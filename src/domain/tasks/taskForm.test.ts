import { LIMITS } from '../../shared/validation/limits';
import { EMPTY_TASK, taskSchema, toTaskFields, type TaskFormValues } from './taskForm';

const valid: TaskFormValues = {
  ...EMPTY_TASK, name: 'Respaldo', taskStatusId: 1, taskTypeId: 1, priorityId: 1, ownerUserId: 4,
  scheduledStart: new Date(2026, 11, 10, 8), scheduledEnd: new Date(2026, 11, 10, 10),
};
const errors = (values: Partial<TaskFormValues>) => {
  try {
    taskSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('task form', () => {
  const T = LIMITS.tasks;

  it('takes every number at its limit and refuses one past it', () => {
    const atLimit = { progress: T.progressMax, effortDays: T.effortDaysMax, effortHours: T.effortHoursMax, effortMinutes: T.effortMinutesMax, additionalCost: LIMITS.numbers.costMax };
    expect(errors(atLimit)).toEqual({});
    expect(Object.keys(errors({ progress: T.progressMax + 1, effortDays: T.effortDaysMax + 1, effortHours: T.effortHoursMax + 1, effortMinutes: T.effortMinutesMax + 1,
      additionalCost: LIMITS.numbers.costMax + 0.01 })).sort()).toEqual(['additionalCost', 'effortDays', 'effortHours', 'effortMinutes', 'progress']);
    expect(Object.keys(errors({ progress: -1, additionalCost: -0.01 })).sort()).toEqual(['additionalCost', 'progress']);
  });

  it('takes an actual end equal to the actual start, refuses one a minute before, and one without a start', () => {
    const start = new Date(2026, 11, 10, 9);
    expect(errors({ actualStart: start, actualEnd: start })).toEqual({});
    expect(errors({ actualStart: start, actualEnd: new Date(start.getTime() - 60_000) })).toEqual({ actualEnd: 'tasks.form.actualEndBeforeStart' });
    expect(errors({ actualEnd: start })).toEqual({ actualStart: 'tasks.form.actualStartMissing' });
    expect(errors({ scheduledEnd: new Date(2026, 11, 10, 7, 59) })).toEqual({ scheduledEnd: 'tasks.form.scheduledEndBeforeStart' });
  });

  it('takes the name, group and description at their limits', () => {
    expect(errors({ name: 'a'.repeat(T.nameMax), groupName: 'g'.repeat(T.groupMax), description: 'd'.repeat(T.descriptionMax) })).toEqual({});
    expect(Object.keys(errors({ name: 'a'.repeat(T.nameMax + 1), groupName: 'g'.repeat(T.groupMax + 1), description: 'd'.repeat(T.descriptionMax + 1) })).sort())
      .toEqual(['description', 'groupName', 'name']);
  });

  it('sends the dates in UTC and empty texts as null', () => {
    expect(toTaskFields({ ...valid, groupName: ' ', description: '' })).toMatchObject({ groupName: null, description: null, actualStart: null, scheduledStart: expect.stringMatching(/^2026-12-10T\d\d:00:00$/) });
  });
});
