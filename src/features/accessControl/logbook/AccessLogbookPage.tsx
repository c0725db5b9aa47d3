import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { securityApi, type GetLoginTrackingByFiltersApiArg, type LoginTrackingEntry } from '../../../api/tags/security';
import { useAccessList } from '../../../auth/useAccessList';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { dayRangeToUtc } from '../shared/dayRange';
import { withNoPermissionMessage } from '../shared/noPermission';
import { EMPTY_LOGBOOK_FILTER, logbookFilter, type LogbookFilterValue } from './logbookFilter';

// The service answers newest first and takes no sort.
const NEWEST_FIRST = { field: 'accessDate', order: 'desc' } as const;

const toArg = ({ filter, pageNumber, pageSize }: GridRequest<LogbookFilterValue>): GetLoginTrackingByFiltersApiArg => ({
  ...(filter.text ? { text: filter.text } : {}),
  ...(filter.tokenTypeIds.length ? { tokenTypeIds: filter.tokenTypeIds } : {}),
  ...(filter.event === 'all' ? {} : { isLogin: filter.event === 'login' }),
  ...dayRangeToUtc(filter.dates),
  pageNumber,
  pageSize,
});

/** The access log (sign-ins and sign-outs): UsersViewTrackingLog opens it, UsersExportLog adds the exports. */
export default function AccessLogbookPage() {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const canExport = useAccessList().can(['UsersExportLog']);

  const columns = useMemo<PageColumn<LoginTrackingEntry>[]>(
    () => [
      valueColumn(labels, { id: 'accessDate', header: t('accessControl.logbook.accessDate'), format: 'date' }),
      valueColumn(labels, { id: 'fullName', header: t('accessControl.logbook.fullName') }),
      valueColumn(labels, { id: 'userName', header: t('accessControl.logbook.userName') }),
      valueColumn(labels, { id: 'email', header: t('accessControl.logbook.email') }),
      valueColumn(labels, { id: 'roleCode', header: t('accessControl.logbook.role') }),
      valueColumn(labels, { id: 'tokenTypeName', header: t('accessControl.logbook.tokenType') }),
      valueColumn(labels, {
        id: 'isLogin',
        header: t('accessControl.logbook.event'),
        value: (row) => t(row.isLogin ? 'accessControl.logbook.login' : 'accessControl.logbook.logout'),
      }),
      valueColumn(labels, { id: 'apkversion', header: t('accessControl.logbook.apkVersion') }),
      valueColumn(labels, { id: 'imei', header: t('accessControl.logbook.imei') }),
    ],
    [t, labels],
  );
  const grid = useServerGrid<LoginTrackingEntry, LogbookFilterValue, GetLoginTrackingByFiltersApiArg>({
    gridKey: 'accessLogbook',
    endpoint: securityApi.endpoints.getLoginTrackingByFilters,
    toArg,
    columns,
    emptyFilter: EMPTY_LOGBOOK_FILTER,
    pageSizes: LIMITS.accessControl.pageSizes,
    defaultSort: NEWEST_FIRST,
    defaultHidden: ['apkversion', 'imei'],
  });

  return (
    <GridPage<LoginTrackingEntry>
      title={t('routes.accessLogbook')}
      grid={{ ...grid, error: withNoPermissionMessage(grid.error, t) }}
      dataKey="id"
      filters={<FilterBar filter={logbookFilter} value={grid.filter} onSearch={grid.search} />}
      exports={canExport ? {} : false}
    />
  );
}
