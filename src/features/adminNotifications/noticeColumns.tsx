import type { TFunction } from 'i18next';
import type { NoticeRead as Notice } from '../../api/tags/message';
import type { ExportLabels } from '../../shared/export';
import { formatUtcDateTime } from '../../shared/format/dateTime';
import { formatIsoDay } from '../../shared/time/clock';
import { valueColumn, type PageColumn } from '../../shared/ui/GridPage/pageColumns';

/** Who receives it, in one line: the roles by name, then how many users and clients are named. */
export function audienceText(t: TFunction, { audience }: Notice): string {
  const parts = [
    ...audience.roleCodes.map((code) => t(`users.roles.${code}`)),
    audience.userIds.length ? t('adminNotifications.audience.users', { n: audience.userIds.length }) : '',
    audience.clientIds.length ? t('adminNotifications.audience.clients', { n: audience.clientIds.length }) : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** Scheduled, or delivered and when. */
export const stateText = (t: TFunction, notice: Notice) =>
  notice.deliveredDateTime === null ? t('adminNotifications.state.scheduled') : t('adminNotifications.state.delivered', { when: formatUtcDateTime(notice.deliveredDateTime) });

/** The notices grid's (and exports') columns. */
export function noticeColumns(t: TFunction, labels: ExportLabels): PageColumn<Notice>[] {
  const column = (id: string, value: (notice: Notice) => string, width?: string) =>
    valueColumn<Notice>(labels, { id, header: t(`adminNotifications.fields.${id}`), value, width });
  return [
    column('scheduledDate', (n) => formatIsoDay(n.scheduledDate), '8rem'),
    column('comment', (n) => n.comment, '24rem'),
    column('priority', (n) => n.notificationPriorityName),
    column('type', (n) => n.notificationTypeName),
    column('audience', (n) => audienceText(t, n), '14rem'),
    column('state', (n) => stateText(t, n), '12rem'),
    column('createdBy', (n) => n.createdUserName),
  ];
}
