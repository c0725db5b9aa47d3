import * as yup from 'yup';
import type { ServiceConfiguration, ServiceScheduleRequest } from '../../../api/tags/catalog';
import { validationMessage } from '../../../shared/validation/messages';

/** ISO weekdays, 1 Monday to 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DEFAULT_HOURS = { start: '09:00', end: '18:00' };

export interface ScheduleDayValues {
  weekday: number;
  on: boolean;
  start: string;
  end: string;
}

/** The weekly attention schedule as the form edits it: every weekday, each on or off. */
export interface ScheduleValues {
  allDay: boolean;
  calendarDays: boolean;
  days: ScheduleDayValues[];
}

/** Whether a day's hours are asked for: it is on and the schedule is not 24x7 (the root's values, two levels up). */
function asked(context: yup.TestContext): boolean {
  const day = context.parent as ScheduleDayValues;
  const root = context.from?.[1]?.value as ScheduleValues | undefined;
  return day.on && !root?.allDay;
}

const time = (name: string) =>
  yup.string().test(name, validationMessage('clients.schedule.time'), function check(value) {
    return !asked(this) || TIME.test(value ?? '');
  });

/** Spec 002 sections 3 and 4: weekdays with a start and an end (HH:mm), the start before the end; or 24x7. */
export const scheduleSchema = yup.object({
  allDay: yup.boolean(),
  calendarDays: yup.boolean(),
  days: yup
    .array(
      yup.object({
        weekday: yup.number(),
        on: yup.boolean(),
        start: time('startTime'),
        end: time('endTime').test('startBeforeEnd', validationMessage('clients.schedule.startAfterEnd'), function check(value) {
          const { start } = this.parent as ScheduleDayValues;
          return !asked(this) || !TIME.test(start) || !TIME.test(value ?? '') || start < value!;
        }),
      }),
    )
    .test('someDay', validationMessage('clients.schedule.noDay'), function check(days) {
      return (this.parent as ScheduleValues).allDay || (days ?? []).some((d) => d.on);
    }),
});

/** The form's values of a service's schedule: its weekdays on with their hours, the others off with office hours ready. */
export function scheduleValues({ schedule }: ServiceConfiguration): ScheduleValues {
  return {
    allDay: schedule.allDay,
    calendarDays: schedule.calendarDays,
    days: WEEKDAYS.map((weekday) => {
      const day = schedule.days.find((d) => d.weekday === weekday);
      return { weekday, on: day !== undefined, ...(day ? { start: day.start, end: day.end } : DEFAULT_HOURS) };
    }),
  };
}

/** ConfigureSchedule's body: the days on, none for 24x7. */
export const scheduleBody = (serviceId: number, values: ScheduleValues): ServiceScheduleRequest => ({
  serviceId, allDay: values.allDay, calendarDays: values.calendarDays,
  days: values.allDay ? [] : values.days.filter((d) => d.on).map(({ weekday, start, end }) => ({ weekday, start, end })),
});
