import { useState } from 'react';
import { messageApi, type NoticeRead as Notice, type SearchNoticesApiArg } from '../../api/tags/message';
import { useAccessList } from '../../auth/useAccessList';
import { sentVersion } from '../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { FormStep, ResourceDescription } from '../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../shared/resource/saveSteps';
import { formatIsoDay, toIsoDay } from '../../shared/time/clock';
import { LIMITS } from '../../shared/validation/limits';
import { noticeColumns } from './noticeColumns';
import { NoticeFields } from './NoticeFields';
import { noticeFilter, toNoticeSearchArg, type NoticeFilterValues } from './noticeFilter';
import { EMPTY_NOTICE, noticeBody, noticeSchema, noticeValues, type NoticeValues } from './noticeSchema';
import { NoticeView } from './NoticeView';

const WRITE = ['CatalogNotificationCreate'];
const dayOf = (notice: Notice) => formatIsoDay(notice.scheduledDate);
const delivered = (notice: Notice) => notice.deliveredDateTime !== null;

const form: FormStep<Notice | null, NoticeValues> = {
  kind: 'form',
  header: (t, notice) => (notice ? t('adminNotifications.editTitle', { date: dayOf(notice) }) : t('adminNotifications.createTitle')),
  initialValues: (notice) => (notice ? noticeValues(notice) : EMPTY_NOTICE),
  schema: noticeSchema,
  Fields: NoticeFields,
  width: '44rem',
  useSave: createOrUpdate({
    create: messageApi.endpoints.createNotice,
    createArg: (values: NoticeValues) => ({ noticeCreateRequest: noticeBody(values) }),
    update: messageApi.endpoints.updateNotice,
    updateArg: (values, notice: Notice) => ({ noticeUpdateRequest: { ...noticeBody(values), id: notice.id, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('catalogues.done.created', 'catalogues.done.updated', (values) => formatIsoDay(toIsoDay(values.scheduledDate!))),
};

/**
 * `notification` (admin): notices an administrator schedules for a day from tomorrow, with a priority and a type, to
 * users, roles and clients; each is delivered as a notification on its day, and is read-only once delivered.
 */
function describeNotices(filter: ReturnType<typeof noticeFilter>): ResourceDescription<Notice, NoticeFilterValues, SearchNoticesApiArg> {
  return {
    id: 'notices',
    title: (t) => t('routes.catalog_notification'),
    rowKey: 'id',
    rowName: dayOf,
    columns: noticeColumns,
    search: { endpoint: messageApi.endpoints.searchNotices, toArg: toNoticeSearchArg, pageSizes: LIMITS.notices.pageSizes, defaultSort: { field: 'scheduledDate', order: 'asc' } },
    filter: { description: filter },
    pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('adminNotifications.create'), does: form }],
    rowActions: [
      { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: (t, n) => t('adminNotifications.editTitle', { date: dayOf(n) }), when: (n) => !delivered(n), does: form },
      {
        id: 'view', permissions: null, icon: 'pi pi-eye', label: (t, n) => t('adminNotifications.viewTitle', { date: dayOf(n) }), when: delivered,
        does: { kind: 'open', render: (notice, onHide) => <NoticeView notice={notice} onHide={onHide} /> },
      },
    ],
    exports: (t) => ({ fileBaseName: t('routes.catalog_notification'), pdfOrientation: 'landscape' }),
    emptyMessage: (t) => t('adminNotifications.empty'),
  };
}

export default function NoticesPage() {
  const { can } = useAccessList();
  // The range opens on today as the app reads it, once.
  const [description] = useState(() => describeNotices(noticeFilter()));
  return <ResourceScreen description={description} can={can} />;
}
