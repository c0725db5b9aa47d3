import * as yup from 'yup';
import type { TaskCreate, TaskRead } from '../../api/tags/process';
import type { Versioned } from '../../shared/forms/conflict/versioned';
import { fromUtcWire, toUtcWire } from '../../shared/format/dateTime';
import { LIMITS } from '../../shared/validation/limits';
import { costRule, integerRule, requiredIdRule, textRule } from '../../shared/validation/rules';

/** A task as the panel lists it, whatever it belongs to (a change, a problem): the parent is the source's business. */
export type TaskRow = Omit<TaskRead, 'changeId'>;
/** What a task's create and update send besides its parent, id and version. */
export type TaskFields = Omit<TaskCreate, 'changeId'>;

export interface TaskFormValues extends Versioned {
  name: string;
  taskStatusId: number | null;
  taskTypeId: number | null;
  priorityId: number | null;
  ownerUserId: number | null;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  actualStart: Date | null;
  actualEnd: Date | null;
  effortDays: number | null;
  effortHours: number | null;
  effortMinutes: number | null;
  additionalCost: number | null;
  progress: number | null;
  groupName: string;
  description: string;
}

export const EMPTY_TASK: TaskFormValues = {
  name: '', taskStatusId: null, taskTypeId: null, priorityId: null, ownerUserId: null, scheduledStart: null, scheduledEnd: null,
  actualStart: null, actualEnd: null, effortDays: 0, effortHours: 0, effortMinutes: 0, additionalCost: null, progress: 0, groupName: '', description: '',
};

const dateOf = (utc: string | null) => (utc ? fromUtcWire(utc) : null);

export const taskFormValuesOf = (t: TaskRow): TaskFormValues => ({
  name: t.name, taskStatusId: t.taskStatusId, taskTypeId: t.taskTypeId, priorityId: t.priorityId, ownerUserId: t.ownerUserId,
  scheduledStart: dateOf(t.scheduledStart), scheduledEnd: dateOf(t.scheduledEnd), actualStart: dateOf(t.actualStart), actualEnd: dateOf(t.actualEnd),
  effortDays: t.effortDays, effortHours: t.effortHours, effortMinutes: t.effortMinutes, additionalCost: t.additionalCost, progress: t.progress,
  groupName: t.groupName ?? '', description: t.description ?? '', rowVersion: t.rowVersion,
});

/** The body the service takes (the schema has made every required value present). */
export const toTaskFields = (v: TaskFormValues): TaskFields => ({
  name: v.name.trim(), taskStatusId: v.taskStatusId!, taskTypeId: v.taskTypeId!, priorityId: v.priorityId!, ownerUserId: v.ownerUserId!,
  scheduledStart: toUtcWire(v.scheduledStart!), scheduledEnd: toUtcWire(v.scheduledEnd!),
  actualStart: v.actualStart ? toUtcWire(v.actualStart) : null, actualEnd: v.actualEnd ? toUtcWire(v.actualEnd) : null,
  effortDays: v.effortDays ?? 0, effortHours: v.effortHours ?? 0, effortMinutes: v.effortMinutes ?? 0, additionalCost: v.additionalCost,
  progress: v.progress ?? 0, groupName: v.groupName.trim() || null, description: v.description.trim() || null,
});

const T = LIMITS.tasks;

/** An end not before its start, to the minute (a task is measured in hours, not days); passes while either is missing. */
const notBefore = (startField: 'scheduledStart' | 'actualStart', message: string) =>
  yup.date().nullable().test('notBeforeStart', message, (end, ctx) => {
    const start = ctx.parent[startField] as Date | null;
    return !end || !start || end.getTime() >= start.getTime();
  });

/**
 * A task's rules (spec 002 sections 3 and 5, process.yaml TaskCreate): name, status, type, priority, owner and the scheduled
 * window required; actual end not before actual start, and only after one; effort in days, hours and minutes; the shared
 * cost rule; progress 0 to 100.
 */
export const taskSchema = yup.object({
  name: textRule({ required: true, max: T.nameMax }),
  taskStatusId: requiredIdRule(),
  taskTypeId: requiredIdRule(),
  priorityId: requiredIdRule(),
  ownerUserId: requiredIdRule(),
  scheduledStart: yup.date().nullable().required('validation.required'),
  scheduledEnd: notBefore('scheduledStart', 'tasks.form.scheduledEndBeforeStart').required('validation.required'),
  actualStart: yup
    .date()
    .nullable()
    .test('startBeforeEnd', 'tasks.form.actualStartMissing', (start, ctx) => start != null || ctx.parent.actualEnd == null),
  actualEnd: notBefore('actualStart', 'tasks.form.actualEndBeforeStart'),
  effortDays: integerRule({ required: true, min: 0, max: T.effortDaysMax }),
  effortHours: integerRule({ required: true, min: 0, max: T.effortHoursMax }),
  effortMinutes: integerRule({ required: true, min: 0, max: T.effortMinutesMax }),
  additionalCost: costRule(),
  progress: integerRule({ required: true, min: 0, max: T.progressMax }),
  groupName: textRule({ max: T.groupMax }),
  description: textRule({ max: T.descriptionMax }),
});
