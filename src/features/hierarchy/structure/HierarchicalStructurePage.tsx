import { useCallback, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { securityApi, useGetAccountOrganizationalStructureQuery } from '../../../api/tags/security';
import { PERMISSIONS } from '../../../auth/permissionNames';
import { useAccessList } from '../../../auth/useAccessList';
import { useAppDispatch } from '../../../core/store/hooks';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { ExportToolbar } from '../../../shared/ui/ExportToolbar';
import { RequestError } from '../../../shared/ui/RequestError';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useLevelNames } from '../useLevelNames';
import { PlacementDialog } from './PlacementDialog';
import { structureColumns, toExport } from './structureColumns';
import { structureFilter } from './structureFilter';
import {
  buildTree, EMPTY_STRUCTURE_FILTER, filterUsers, isFiltered, structureStats, type StructureFilter, type StructureNode, type StructureUser,
} from './structureModel';
import { StructureStats } from './StructureStats';
import { StructureTree } from './StructureTree';
import './structure.css';

const EMPTY: StructureUser[] = [];

/** Every person of the tree that has people in charge. */
function parentIds(nodes: StructureNode[], into = new Set<number>()): Set<number> {
  for (const node of nodes) {
    if (node.children.length) {
      into.add(node.user.userId);
      parentIds(node.children, into);
    }
  }
  return into;
}

/**
 * HierarchicalStructure: levels 0 to 5 as a tree under each region's level 0, with statistics and
 * filters. The tree opens on the first two levels; a filter opens the way to each match. Regions
 * without a level 0 user are named until one is assigned; placing anyone above level 0 there is refused.
 */
export default function HierarchicalStructurePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const access = useAccessList();
  const levelName = useLevelNames();
  const structure = useGetAccountOrganizationalStructureQuery({});
  const users = structure.data?.data ?? EMPTY;
  const [filter, setFilter] = useState<StructureFilter>(EMPTY_STRUCTURE_FILTER);
  const [opened, setOpened] = useState<Set<number> | null>(null);
  const [placing, setPlacing] = useState<StructureUser | null>(null);

  const roots = useMemo(() => buildTree(users, filter), [users, filter]);
  const shown = useMemo(() => filterUsers(users, filter), [users, filter]);
  const stats = useMemo(() => structureStats(shown), [shown]);
  const missingTop = useMemo(() => structureStats(users).regionsWithoutTop, [users]);
  const columns = useMemo(() => structureColumns(t, levelName), [t, levelName]);
  // Until the user opens or closes a person: the roots open without a filter, every way to a match with one.
  const expanded = useMemo(() => opened ?? (isFiltered(filter) ? parentIds(roots) : new Set(roots.map((r) => r.user.userId))), [opened, filter, roots]);

  const canPlace = access.can([PERMISSIONS.hierarchyManagement]);
  const canExport = access.can([PERMISSIONS.hierarchyExport]);
  const title = t('routes.hierarchicalStructure');

  const changeFilter = (next: StructureFilter) => {
    setFilter(next);
    setOpened(null);
  };
  const toggle = useCallback(
    (userId: number) =>
      setOpened((current) => {
        const next = new Set(current ?? expanded);
        if (!next.delete(userId)) next.add(userId);
        return next;
      }),
    [expanded],
  );
  // The export operation (HierarchicalLevelExport) answers the whole structure: read afresh for page 1, then sliced.
  const exportPage = async (pageSize: number, pageNumber: number) => {
    const read = securityApi.endpoints.exportAccountOrganizationalStructure.initiate(undefined, { subscribe: false, forceRefetch: pageNumber === 1 });
    const rows = filterUsers((await dispatch(read).unwrap()).data, filter);
    return { rows: toExport(columns, rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize)).rows, totalCount: rows.length };
  };
  const actions = canPlace
    ? (user: StructureUser) => (
        <Button type="button" icon="pi pi-sitemap" text rounded aria-label={t('hierarchy.placement.open', { name: user.fullName })} onClick={() => setPlacing(user)} />
      )
    : undefined;

  return (
    <section className="p-3 flex flex-column gap-3 min-w-0" aria-labelledby="structure-title">
      <header className="flex flex-column gap-1">
        <h1 id="structure-title" className="text-2xl font-semibold m-0">{title}</h1>
        <p className="m-0 text-700">{t('hierarchy.structure.intro')}</p>
      </header>
      <RequestError error={structure.error} onRetry={() => void structure.refetch()} />
      {missingTop.length > 0 && (
        <p role="alert" className="m-0 p-3 border-round bg-yellow-50 text-yellow-900">
          <i className="pi pi-exclamation-triangle mr-2" aria-hidden="true" />
          {t('hierarchy.structure.regionsWithoutTop', { count: missingTop.length, regions: missingTop.join(', ') })}
        </p>
      )}
      <FilterBar filter={structureFilter} value={filter} onSearch={changeFilter} />
      {structure.isLoading && <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label={t('hierarchy.structure.loading')} />}
      <StructureStats stats={stats} levelName={levelName} />
      <div className="flex flex-wrap align-items-center gap-2">
        <Button type="button" label={t('hierarchy.tree.expandAll')} icon="pi pi-angle-double-down" outlined size="small" onClick={() => setOpened(parentIds(roots))} />
        <Button type="button" label={t('hierarchy.tree.collapseAll')} icon="pi pi-angle-double-up" outlined size="small" onClick={() => setOpened(new Set())} />
        <span className="text-600 text-sm" aria-live="polite">{t('hierarchy.structure.shown', { count: shown.length, total: users.length })}</span>
        {canExport && (
          <ExportToolbar
            selectedRows={[]}
            totalCount={shown.length}
            fetchAll={exportPage}
            columns={toExport(columns, []).columns}
            title={title}
            fileBaseName={title}
            pdfOrientation="landscape"
            onSelectionCleared={() => undefined}
            onMessage={(severity, text) => toast({ severity, summary: text })}
          />
        )}
      </div>
      {!structure.isLoading && shown.length === 0 ? (
        <p className="m-0 text-700">{t('hierarchy.structure.empty')}</p>
      ) : (
        <StructureTree label={title} roots={roots} columns={columns} expanded={expanded} onToggle={toggle} actions={actions} actionsHeader={t('hierarchy.actions')} />
      )}
      {placing && <PlacementDialog user={placing} users={users} levelName={levelName} onHide={() => setPlacing(null)} />}
    </section>
  );
}
