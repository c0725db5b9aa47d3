import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { securityApi, type AccessElementTrackingEntry, type GetUserAccessElementTrackingApiArg } from '../../../api/tags/security';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { dayRangeToUtc } from '../shared/dayRange';
import { withNoPermissionMessage } from '../shared/noPermission';
import { EMPTY_AUDIT_FILTER, permissionsAuditFilter, type AuditFilterValue } from './auditFilter';

// The service answers newest first and takes no sort.
const NEWEST_FIRST = { field: 'changeDate', order: 'desc' } as const;

const toArg = ({ filter, pageNumber, pageSize }: GridRequest<AuditFilterValue>): GetUserAccessElementTrackingApiArg => ({
  ...(filter.userId === null ? {} : { userId: filter.userId }),
  ...dayRangeToUtc(filter.dates),
  pageNumber,
  pageSize,
});

/** Who changed which user's permissions, when: one row per access element assigned or removed. */
export default function PermissionsAuditPage() {
  const { t } = useTranslation();
  const labels = useExportLabels();

  const columns = useMemo<PageColumn<AccessElementTrackingEntry>[]>(
    () => [
      valueColumn(labels, { id: 'changeDate', header: t('accessControl.audit.changeDate'), format: 'date' }),
      valueColumn(labels, { id: 'userFullName', header: t('accessControl.audit.userFullName') }),
      valueColumn(labels, { id: 'moduleName', header: t('accessControl.audit.moduleName') }),
      valueColumn(labels, { id: 'accessElementName', header: t('accessControl.audit.accessElementName') }),
      valueColumn(labels, { id: 'accessElementCode', header: t('accessControl.audit.accessElementCode') }),
      valueColumn(labels, { id: 'action', header: t('accessControl.audit.action'), value: (row) => t(`accessControl.audit.${row.action}`) }),
      // A change nobody made by hand came from a profile update or a permissions copy.
      valueColumn(labels, { id: 'changedByFullName', header: t('accessControl.audit.changedBy'), value: (row) => row.changedByFullName ?? t('accessControl.audit.system') }),
    ],
    [t, labels],
  );
  const grid = useServerGrid<AccessElementTrackingEntry, AuditFilterValue, GetUserAccessElementTrackingApiArg>({
    gridKey: 'permissionsAudit',
    endpoint: securityApi.endpoints.getUserAccessElementTracking,
    toArg,
    columns,
    emptyFilter: EMPTY_AUDIT_FILTER,
    pageSizes: LIMITS.accessControl.pageSizes,
    defaultSort: NEWEST_FIRST,
  });

  return (
    <GridPage<AccessElementTrackingEntry>
      title={t('routes.permissionsAudit')}
      grid={{ ...grid, error: withNoPermissionMessage(grid.error, t) }}
      dataKey="id"
      filters={<FilterBar filter={permissionsAuditFilter} value={grid.filter} onSearch={grid.search} />}
    />
  );
}
