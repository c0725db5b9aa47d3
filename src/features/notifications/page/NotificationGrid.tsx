import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../api/tags/message';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppDispatch } from '../../../core/store/hooks';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import type { FilterCodec } from '../../../shared/gridViews/filterCodecs';
import { useServerGrid, type GridRequest, type SearchEndpoint } from '../../../shared/ui/GridPage/useServerGrid';
import { useToast } from '../../../shared/ui/ToastProvider';
import { markNotificationsRead } from '../../../domain/notifications/notificationsThunks';
import { notificationColumns } from './notificationColumns';
import { VIEW_PARAM } from './notificationViews';
import { BusyButton } from '../../../shared/ui/BusyButton';

/** Page sizes of the shared data table (spec 000 section 9). */
const PAGE_SIZES = [25, 50, 75, 100] as const;
const NEWEST_FIRST = { field: 'emmitedDate', order: 'desc' } as const;

/** Where one view of the page reads its rows: the operation, its argument, the first filter and the form. */
export interface NotificationSource<Filter, Arg> {
  gridKey: string;
  endpoint: SearchEndpoint<Arg, Notification>;
  toArg: (request: GridRequest<Filter>) => Arg;
  emptyFilter: Filter;
  /** How the filter goes into the address and named views. */
  codec: FilterCodec<Filter>;
  emptyMessage: string;
  filters: (value: Filter, onSearch: (next: Filter) => void) => ReactNode;
}

/** The notifications grid of one view, with "mark the selected read" in its toolbar. */
export function NotificationGrid<Filter, Arg>({ source, views }: { source: NotificationSource<Filter, Arg>; views: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const labels = useExportLabels();
  const [marking, setMarking] = useState(false);
  const columns = useMemo(() => notificationColumns(t, labels), [t, labels]);
  const grid = useServerGrid<Notification, Filter, Arg>({
    gridKey: source.gridKey,
    endpoint: source.endpoint,
    toArg: source.toArg,
    columns,
    emptyFilter: source.emptyFilter,
    pageSizes: PAGE_SIZES,
    // message.yaml pageSize maximum (both operations).
    maxPageSize: 200,
    defaultSort: NEWEST_FIRST,
    // Both views share the address and the named views; the view parameter says which one.
    views: { codec: source.codec, viewParam: VIEW_PARAM },
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
    // Marking read invalidates the notifications' cache tag, so the grid refreshes by itself.
    grid.clearSelection();
  };

  return (
    <GridPage<Notification>
      title={t('routes.notifications')}
      grid={grid}
      dataKey="notificationId"
      headerActions={views}
      filters={source.filters(grid.filter, grid.search)}
      emptyMessage={source.emptyMessage}
      toolbar={
        <BusyButton outlined size="small" icon="pi pi-check-square" label={t('notifications.page.markSelectedRead', { count: unreadSelected.length })} busy={marking}
          disabled={unreadSelected.length === 0} onClick={() => void markSelectedRead()} />
      }
    />
  );
}
