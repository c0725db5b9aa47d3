import { useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { processApi, type ChangeRead as Change, type SearchChangesApiArg } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { CHANGE_CREATE_PATH } from '../../../domain/changes/paths';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { ResourceDescription } from '../../../shared/resource/resourceTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { ChangeCalendar } from '../calendar/ChangeCalendar';
import { changeColumns, HIDDEN_CHANGE_COLUMNS } from './changeColumns';
import { changeGridFilter, toChangeSearchArg, type ChangeGridFilter } from './changeFilter';

/**
 * `change/find`: the changes searched, sorted and paged by the process service (searchChanges, ChangeSearch: the
 * route's permission), newest window first, with exports and the filter kept in the address and in named views.
 */
const CHANGES: ResourceDescription<Change, ChangeGridFilter, SearchChangesApiArg> = {
  id: 'changeSearch',
  title: (t) => t('routes.changeSearch'),
  rowKey: 'changeId',
  rowName: (row) => row.name,
  columns: changeColumns,
  search: {
    endpoint: processApi.endpoints.searchChanges,
    toArg: toChangeSearchArg,
    pageSizes: LIMITS.changes.pageSizes,
    defaultSort: { field: 'startDate', order: 'desc' },
    defaultHidden: HIDDEN_CHANGE_COLUMNS,
  },
  filter: { description: changeGridFilter, remember: true },
  exports: (t) => ({ fileBaseName: t('changes.find.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('changes.find.empty'),
};

export default function ChangeSearchPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const create = can(['ChangeCreate']) ? (
    <Link className="p-button no-underline" to={CHANGE_CREATE_PATH}>
      <span className="pi pi-plus mr-2" aria-hidden="true" />
      {t('changes.find.create')}
    </Link>
  ) : null;
  const [shown, setShown] = useState<'list' | 'calendar'>('list');
  // The change calendar is a view of this route (the route table has no calendar route for changes).
  const views = (
    <SelectButton value={shown} allowEmpty={false} aria-label={t('changes.calendar.shownAs')} onChange={(e) => e.value && setShown(e.value as 'list' | 'calendar')}
      options={(['list', 'calendar'] as const).map((v) => ({ value: v, label: t(`changes.calendar.as.${v}`) }))} />
  );
  if (shown === 'calendar') {
    return (
      <section className="p-3 flex flex-column gap-3" aria-labelledby="change-find-calendar">
        <header className="flex flex-wrap align-items-center gap-2">
          <h1 id="change-find-calendar" className="text-2xl font-semibold m-0">{t('routes.changeSearch')}</h1>
          {views}
          {create}
        </header>
        <ChangeCalendar />
      </section>
    );
  }
  return <ResourceScreen description={CHANGES} can={can} parts={{ header: <div className="flex gap-2 align-items-center">{views}{create}</div> }} />;
}
