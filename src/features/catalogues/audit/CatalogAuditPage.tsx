import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, type CatalogAuditEntry, type SearchCatalogAuditApiArg } from '../../../api/tags/catalog';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';
import { useServerGrid, type GridRequest } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { catalogAuditFilter, EMPTY_AUDIT_FILTER, type CatalogAuditFilterValues } from './catalogAuditFilter';

const toArg = ({ filter, pageNumber, pageSize, isExport }: GridRequest<CatalogAuditFilterValues>): SearchCatalogAuditApiArg => ({
  catalogue: filter.catalogue ?? undefined,
  user: filter.user || undefined,
  dateFrom: filter.dateFrom || undefined,
  dateTo: filter.dateTo || undefined,
  isExport: isExport || undefined,
  pageNumber,
  pageSize,
});

// The log answers newest first and takes no sort.
const NEWEST_FIRST = { field: 'changedDateTime', order: 'desc' } as const;

/** Who changed which catalogue entry and when (route catalogAudit), with filters and exports. */
export default function CatalogAuditPage() {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const columns = useMemo<PageColumn<CatalogAuditEntry>[]>(
    () => [
      valueColumn(labels, { id: 'changedDateTime', header: t('catalogAudit.columns.when'), format: 'date' }),
      valueColumn(labels, { id: 'userName', header: t('catalogAudit.columns.user') }),
      valueColumn(labels, { id: 'catalogue', header: t('catalogAudit.columns.catalogue') }),
      valueColumn(labels, { id: 'entryName', header: t('catalogAudit.columns.entry') }),
      valueColumn(labels, {
        id: 'action',
        header: t('catalogAudit.columns.action'),
        value: (row) => t(`catalogAudit.actions.${row.action}`),
        render: (row) => t(`catalogAudit.actions.${row.action}`),
      }),
    ],
    [labels, t],
  );
  const grid = useServerGrid<CatalogAuditEntry, CatalogAuditFilterValues, SearchCatalogAuditApiArg>({
    gridKey: 'catalogAudit',
    endpoint: catalogApi.endpoints.searchCatalogAudit,
    toArg,
    columns,
    emptyFilter: EMPTY_AUDIT_FILTER,
    pageSizes: LIMITS.catalogues.pageSizes,
    defaultSort: NEWEST_FIRST,
  });
  return (
    <GridPage<CatalogAuditEntry>
      title={t('routes.catalogAudit')}
      grid={grid}
      dataKey="id"
      filters={<FilterBar filter={catalogAuditFilter} value={grid.filter} onSearch={grid.search} />}
    />
  );
}
