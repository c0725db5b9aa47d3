import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { DateTime } from 'luxon';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSearchChangesQuery, type ChangeRead as Change } from '../../../api/tags/process';
import { fallsOnWeekend, findConflicts } from '../../../domain/changes/conflicts';
import { changeDetailPath } from '../../../domain/changes/paths';
import { PLANNED_STATES, plannedWindowOf } from '../../../domain/changes/useChangeConflicts';
import { useEnabledClientOptions } from '../../../domain/clients/useEnabledClientOptions';
import { toUtcWire } from '../../../shared/format/dateTime';
import { localeOf } from '../../../shared/i18n/localeOf';
import { RequestError } from '../../../shared/ui/RequestError';
import { LIMITS } from '../../../shared/validation/limits';
import { calendarDays, onDay, stepped, type CalendarView } from './calendarRange';

/** A month cell lists this many changes and counts the rest. */
const SHOWN_PER_DAY = 3;

interface Placed {
  change: Change;
  start: number;
  end: number;
  conflicts: number;
  weekend: boolean;
}

/**
 * The change calendar (beyond the specification, issue 33), a view of change/find: the planned changes of a month or a
 * week, by client and location, each marked when it overlaps another on a component or the location, or falls on a weekend.
 */
export function ChangeCalendar() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState<DateTime>(() => DateTime.local().startOf('day'));
  const [clientId, setClientId] = useState<number | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const clients = useEnabledClientOptions();
  const days = useMemo(() => calendarDays(view, anchor), [view, anchor]);
  const changes = useSearchChangesQuery({
    changeSearchRequest: {
      text: null, states: [...PLANNED_STATES], clientIds: clientId === null ? [] : [clientId], changeTypeIds: [], riskLevels: [],
      dateFrom: toUtcWire(days[0]!.toJSDate()), dateTo: toUtcWire(days.at(-1)!.endOf('day').toJSDate()), pageNumber: 1,
      pageSize: LIMITS.changes.calendarMax, isExport: false, sortField: 'startDate', sortOrder: 1,
    },
  });

  const items = changes.data?.data.items;
  const placed = useMemo((): Placed[] => {
    const all = items ?? [];
    const conflicts = findConflicts(all.map(plannedWindowOf));
    return all.map((change) => {
      const { start, end } = plannedWindowOf(change);
      return { change, start, end, conflicts: conflicts.get(change.changeId)?.length ?? 0, weekend: fallsOnWeekend(start, end) };
    });
  }, [items]);
  const locations = useMemo(
    () => [...new Map(placed.map((p) => [p.change.locationId, p.change.locationName])).entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
    [placed],
  );
  const shown = locationId === null ? placed : placed.filter((p) => p.change.locationId === locationId);
  const title = view === 'month' ? anchor.setLocale(locale).toFormat('LLLL yyyy') : `${days[0]!.setLocale(locale).toFormat('d LLL')} – ${days.at(-1)!.setLocale(locale).toFormat('d LLL yyyy')}`;
  const weekdays = days.slice(0, 7).map((d) => d.setLocale(locale).toFormat('cccc'));
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));

  const entry = (p: Placed) => (
    <li key={p.change.changeId} className="text-sm">
      <Link to={changeDetailPath(p.change.changeId)}>{view === 'week' ? `${DateTime.fromMillis(p.start).toFormat('HH:mm')} ${p.change.name}` : p.change.name}</Link>
      {p.conflicts > 0 && <span className="ml-1 text-orange-700">{`⚠ ${t('changes.calendar.conflicts', { count: p.conflicts })}`}</span>}
      {p.weekend && <span className="ml-1 text-600">{`· ${t('changes.calendar.weekend')}`}</span>}
    </li>
  );
  const cell = (day: DateTime) => {
    const onThisDay = shown.filter((p) => onDay(day, p.start, p.end));
    const listed = view === 'month' ? onThisDay.slice(0, SHOWN_PER_DAY) : onThisDay;
    return (
      <td key={day.toISODate()} className={`p-1 align-top border-1 surface-border ${day.month === anchor.month || view === 'week' ? '' : 'surface-50'}`} style={{ width: '14%' }}>
        <span className="block font-semibold text-sm">{day.day}</span>
        {listed.length > 0 && <ul className="list-none p-0 m-0 flex flex-column gap-1">{listed.map(entry)}</ul>}
        {onThisDay.length > listed.length && <span className="text-sm text-600">{t('changes.calendar.more', { count: onThisDay.length - listed.length })}</span>}
      </td>
    );
  };

  return (
    <section aria-labelledby="change-calendar-title" className="flex flex-column gap-2">
      <div className="flex flex-wrap align-items-center gap-2">
        <h2 id="change-calendar-title" className="text-lg font-semibold m-0 mr-2" style={{ textTransform: 'capitalize' }}>{title}</h2>
        <Button type="button" size="small" outlined icon="pi pi-chevron-left" aria-label={t('changes.calendar.previous')} onClick={() => setAnchor(stepped(view, anchor, -1))} />
        <Button type="button" size="small" outlined label={t('changes.calendar.today')} onClick={() => setAnchor(DateTime.local().startOf('day'))} />
        <Button type="button" size="small" outlined icon="pi pi-chevron-right" aria-label={t('changes.calendar.next')} onClick={() => setAnchor(stepped(view, anchor, 1))} />
        <SelectButton value={view} allowEmpty={false} aria-label={t('changes.calendar.view')} onChange={(e) => e.value && setView(e.value as CalendarView)}
          options={(['month', 'week'] as const).map((v) => ({ value: v, label: t(`changes.calendar.${v}`) }))} />
        <label htmlFor="change-calendar-client" className="p-hidden-accessible">{t('changes.fields.client')}</label>
        <Dropdown inputId="change-calendar-client" value={clientId} options={clients.options} showClear placeholder={t('changes.calendar.allClients')}
          onChange={(e) => { setClientId((e.value as number | null) ?? null); setLocationId(null); }} />
        <label htmlFor="change-calendar-location" className="p-hidden-accessible">{t('changes.fields.location')}</label>
        <Dropdown inputId="change-calendar-location" value={locationId} options={locations} showClear filter={locations.length > 10} placeholder={t('changes.calendar.allLocations')}
          onChange={(e) => setLocationId((e.value as number | null) ?? null)} />
      </div>
      <RequestError error={changes.error} onRetry={() => void changes.refetch()} />
      {changes.data && changes.data.data.totalCount > LIMITS.changes.calendarMax && (
        <p className="m-0 text-700">{t('changes.calendar.truncated', { max: LIMITS.changes.calendarMax })}</p>
      )}
      <table className="w-full" aria-label={t('changes.calendar.label', { period: title })} aria-busy={changes.isFetching} style={{ borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>{weekdays.map((d) => <th key={d} scope="col" className="p-1 text-sm" style={{ textTransform: 'capitalize' }}>{d}</th>)}</tr>
        </thead>
        <tbody>{weeks.map((week) => <tr key={week[0]!.toISODate()}>{week.map(cell)}</tr>)}</tbody>
      </table>
    </section>
  );
}
