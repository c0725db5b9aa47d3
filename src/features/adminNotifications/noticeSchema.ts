import { DateTime } from 'luxon';
import * as yup from 'yup';
import type { NoticeCreateRequest, NoticeRead } from '../../api/tags/message';
import type { Versioned } from '../../shared/forms/conflict/versioned';
import { dayFromToday, toIsoDay } from '../../shared/time/clock';
import { LIMITS } from '../../shared/validation/limits';
import { validationMessage } from '../../shared/validation/messages';
import { required, requiredIdRule, textRule } from '../../shared/validation/rules';

const { commentMax, usersMax, rolesMax, clientsMax } = LIMITS.notices;

/** A notice's form: its audience as three lists, one at least with an entry. */
export interface NoticeValues extends Versioned {
  scheduledDate: Date | null;
  comment: string;
  notificationPriorityId: number | null;
  notificationTypeId: number | null;
  userIds: number[];
  roleCodes: string[];
  clientIds: number[];
}

/** Spec 002 sections 5 and 8: the day is at least one day after today (today read when the form is checked). */
const fromTomorrow: yup.TestConfig<Date | null | undefined> = {
  name: 'fromTomorrow',
  message: validationMessage('adminNotifications.form.fromTomorrow'),
  test: (day) => day == null || day >= dayFromToday(1),
};

const listOf = <T,>(item: yup.Schema<T>, max: number) =>
  yup.array(item).defined().test({ name: 'max', message: validationMessage('adminNotifications.form.tooMany', { max }), test: (list) => list.length <= max });

/** Nobody would receive a notice without users, roles and clients: said on the users' list. */
const someone: yup.TestConfig<number[] | undefined> = {
  name: 'someone',
  message: validationMessage('adminNotifications.form.audienceRequired'),
  test: (userIds, context) => (userIds?.length ?? 0) + context.parent.roleCodes.length + context.parent.clientIds.length > 0,
};

/** Spec 002 sections 5, 8 and 9: the day from tomorrow, the comment required and at most 4000, priority and type. */
export const noticeSchema = yup.object({
  scheduledDate: yup.date().nullable().test(required()).test(fromTomorrow),
  comment: textRule({ required: true, max: commentMax }),
  notificationPriorityId: requiredIdRule(),
  notificationTypeId: requiredIdRule(),
  userIds: listOf(yup.number().defined(), usersMax).test(someone),
  roleCodes: listOf(yup.string().defined(), rolesMax),
  clientIds: listOf(yup.number().defined(), clientsMax),
});

export const EMPTY_NOTICE: NoticeValues = {
  scheduledDate: null, comment: '', notificationPriorityId: null, notificationTypeId: null, userIds: [], roleCodes: [], clientIds: [],
};

/** The form's values of a notice being edited, with the version they were read at. */
export const noticeValues = (notice: NoticeRead): NoticeValues => ({
  scheduledDate: DateTime.fromISO(notice.scheduledDate).toJSDate(), comment: notice.comment,
  notificationPriorityId: notice.notificationPriorityId, notificationTypeId: notice.notificationTypeId,
  userIds: [...notice.audience.userIds], roleCodes: [...notice.audience.roleCodes], clientIds: [...notice.audience.clientIds],
  rowVersion: notice.rowVersion,
});

/** The request body of valid values; the version travels apart, on an edit only. */
export const noticeBody = ({ scheduledDate, comment, notificationPriorityId, notificationTypeId, userIds, roleCodes, clientIds }: NoticeValues): NoticeCreateRequest => ({
  scheduledDate: toIsoDay(scheduledDate!), comment, notificationPriorityId: notificationPriorityId!, notificationTypeId: notificationTypeId!,
  audience: { userIds, roleCodes, clientIds },
});
