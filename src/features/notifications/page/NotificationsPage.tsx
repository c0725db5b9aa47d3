import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageApi, type Notification, type SearchNotificationsApiArg } from '../../../api/tags/message';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppDispatch } from '../../../core/store/hooks';
import { toUtcWire } from '../../../shared/format/dateTime';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { useServerGrid, type GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { useToast } from '../../../shared/ui/ToastProvider';
import { markNotificationsRead } from '../../../domain/notifications/notificationsThunks';
import { notificationColumns } from './notificationColumns';
import { NotificationFilter, type NotificationSearch } from './NotificationFilter';
import { defaultRange } from '../../../domain/notifications/searchRange';

/** Page sizes of the shared data table (spec 000 section 9). */
const PAGE_SIZES = [25, 50, 75, 100] as const;
const NEWEST_FIRST = { field: 'emmitedDate', order: 'desc' } as const;

const toArg = ({ filter, pageNumber, pageSize }: GridRequest<NotificationSearch>): SearchNotificationsApiArg => ({
  notificationSearchRequest: { dateFrom: toUtcWire(filter.range.start), dateTo: toUtcWire(filter.range.end), text: filter.text || null, pageNumber, pageSize },
});

/** /notifications: the user's notifications searched on the server over a date range (both dates, two years at most). */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const labels = useExportLabels();
  const [firstSearch] = useState<NotificationSearch>(() => ({ range: defaultRange(new Date()), text: '' }));
  const [marking, setMarking] = useState(false);
  const columns = useMemo(() => notificationColumns(t, labels), [t, labels]);
  const grid = useServerGrid<Notification, NotificationSearch, SearchNotificationsApiArg>({
    gridKey: 'notifications',
    endpoint: messageApi.endpoints.searchNotifications,
    toArg,
    columns,
    emptyFilter: firstSearch,
    pageSizes: PAGE_SIZES,
    // message.yaml NotificationSearchRequest.pageSize maximum.
    maxPageSize: 200,
    defaultSort: NEWEST_FIRST,
  });
  const unreadSelected = grid.selection.filter((n) => !n.viewed).map((n) => n.notificationId);

  const markSelectedRead = async () => {
    setMarking(true);
    const read = await dispatch(markNotificationsRead(unreadSelected));
    setMarking(false);
    if (markNotificationsRead.rejected.match(read)) {
      toast({ severity: 'error', summary: t('notifications.panel.markReadError'), detail: errorMessage(read.payload) });
      return;
    }
    // Marking read invalidates the search's cache tag, so the grid refreshes by itself.
    grid.clearSelection();
  };

  return (
    <GridPage<Notification>
      title={t('routes.notifications')}
      grid={grid}
      dataKey="notificationId"
      filters={<NotificationFilter value={grid.filter} onSearch={grid.search} />}
      emptyMessage={t('notifications.page.empty')}
      toolbar={
        <button type="button" className="p-button p-button-outlined p-button-sm" disabled={unreadSelected.length === 0 || marking} onClick={() => void markSelectedRead()}>
          <span className={`pi ${marking ? 'pi-spin pi-spinner' : 'pi-check-square'} mr-2`} aria-hidden="true" />
          {t('notifications.page.markSelectedRead', { count: unreadSelected.length })}
        </button>
      }
    />
  );
}
