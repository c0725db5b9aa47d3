import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchNotificationsQuery, type Notification } from '../../../api/tags/message';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppDispatch } from '../../../core/store/hooks';
import { toUtcWire } from '../../../shared/format/dateTime';
import { DataGrid, type GridPage } from '../../../shared/ui/DataGrid/DataGrid';
import { useColumnVisibility } from '../../../shared/ui/DataGrid/columnVisibility';
import { DateRangePicker, type DateRange } from '../../../shared/ui/DateRangePicker';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { markNotificationsRead } from '../../../domain/notifications/notificationsThunks';
import { notificationColumns } from './notificationColumns';
import { defaultRange, rangeErrorKey } from '../../../domain/notifications/searchRange';
import { RequestError } from '../../../shared/ui/RequestError';

/** Page sizes of the shared data table (spec 000 section 9). */
const PAGE_SIZES = [25, 50, 75, 100] as const;
const NO_SORT = { field: 'emmitedDate', order: 'desc' } as const;

interface Search {
  range: { start: Date; end: Date };
  text: string;
}

/** /notifications: the user's notifications searched on the server over a date range (both dates, two years at most). */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const ids = { range: useId(), text: useId() };
  const [initialRange] = useState(() => defaultRange(new Date()));
  const [range, setRange] = useState<DateRange>(initialRange);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [search, setSearch] = useState<Search>({ range: initialRange, text: '' });
  const [page, setPage] = useState<GridPage>({ pageNumber: 1, pageSize: PAGE_SIZES[0] });
  const [selection, setSelection] = useState<Notification[]>([]);
  const [marking, setMarking] = useState(false);

  const request = {
    dateFrom: toUtcWire(search.range.start), dateTo: toUtcWire(search.range.end), text: search.text || null, ...page,
  };
  const result = useSearchNotificationsQuery({ notificationSearchRequest: request });
  const columns = useMemo(() => notificationColumns(t), [t]);
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const visibility = useColumnVisibility('notifications', columnIds);

  const rangeError = submitted ? rangeErrorKey(range) : null;
  const unreadSelected = selection.filter((n) => !n.viewed).map((n) => n.notificationId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (rangeErrorKey(range) || !range.start || !range.end) return;
    setSelection([]);
    setPage((current) => ({ ...current, pageNumber: 1 }));
    setSearch({ range: { start: range.start, end: range.end }, text: text.trim() });
  };

  const markSelectedRead = async () => {
    setMarking(true);
    const read = await dispatch(markNotificationsRead(unreadSelected));
    setMarking(false);
    if (markNotificationsRead.rejected.match(read)) {
      toast({ severity: 'error', summary: t('notifications.panel.markReadError'), detail: errorMessage(read.payload) });
      return;
    }
    // Marking read invalidates the search's cache tag, so the grid refreshes by itself.
    setSelection([]);
  };

  return (
    <section className="p-3 flex flex-column gap-3" style={{ height: '100%' }}>
      <h1 className="text-2xl font-semibold m-0">{t('routes.notifications')}</h1>
      <form className="flex flex-wrap align-items-start gap-3" noValidate onSubmit={submit} aria-label={t('notifications.page.searchForm')}>
        <div className="flex flex-column gap-1">
          <label htmlFor={ids.range} className="font-medium">
            {t('notifications.page.dates')} *
          </label>
          <DateRangePicker
            id={ids.range}
            value={range}
            onChange={setRange}
            maxDate={new Date()}
            invalid={Boolean(rangeError)}
            ariaDescribedBy={rangeError ? `${ids.range}-error` : undefined}
          />
          {rangeError && (
            <small id={`${ids.range}-error`} role="alert" className="p-error">
              {t(rangeError, { years: LIMITS.notifications.searchMaxYears })}
            </small>
          )}
        </div>
        <div className="flex flex-column gap-1">
          <label htmlFor={ids.text} className="font-medium">
            {t('notifications.page.text')}
          </label>
          <input id={ids.text} type="search" className="p-inputtext" value={text} maxLength={LIMITS.notifications.searchTextMax} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className="p-button align-self-end">
          <span className="pi pi-search mr-2" aria-hidden="true" />
          {t('notifications.page.search')}
        </button>
      </form>
      <RequestError error={result.error} onRetry={() => void result.refetch()} />
      <DataGrid<Notification>
        visibility={visibility}
        label={t('routes.notifications')}
        rows={result.data?.data.items ?? []}
        dataKey="notificationId"
        columns={columns}
        totalCount={result.data?.data.totalCount ?? 0}
        page={page}
        pageSizes={PAGE_SIZES}
        onPage={(next) => {
          setSelection([]);
          setPage(next);
        }}
        sort={NO_SORT}
        onSort={() => undefined}
        loading={result.isFetching}
        emptyMessage={t('notifications.page.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        toolbar={
          <button type="button" className="p-button p-button-outlined p-button-sm" disabled={unreadSelected.length === 0 || marking} onClick={() => void markSelectedRead()}>
            <span className={`pi ${marking ? 'pi-spin pi-spinner' : 'pi-check-square'} mr-2`} aria-hidden="true" />
            {t('notifications.page.markSelectedRead', { count: unreadSelected.length })}
          </button>
        }
      />
    </section>
  );
}
