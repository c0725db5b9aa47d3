import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ticketApi, type SearchTicketsGeneralApiArg, type TicketListRow } from '../../../api/tags/ticket';
import { PERMISSIONS } from '../../../auth/permissionNames';
import { useAccessList } from '../../../auth/useAccessList';
import { useOpenableRoute } from '../../../auth/useOpenableRoute';
import { useStatusColorMap } from '../../../domain/tickets/status/useStatusColors';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { CountBadge } from '../../../shared/ui/firstPaint/CountBadge';
import { GridPage } from '../../../shared/ui/GridPage/GridPage';
import { useServerGrid } from '../../../shared/ui/GridPage/useServerGrid';
import { emptyFilterValues, FILTER_SECTIONS, hasCondition, narrowTicketFilter, parseTicketFilter, ticketFilterCodec, TicketFilterPanel, useFilterOptions, type TicketFilterValues } from '../filter';
import type { FilterField } from '../../../domain/tickets/search/filterValues';
import { BulkStatusMenu } from './BulkStatusMenu';
import { ChangeTaskForceDialog } from './ChangeTaskForceDialog';
import { MassivePdfButton } from './MassivePdfButton';
import { OrganizeBySelect, useOrganizeByOptions } from './OrganizeBySelect';
import { ticketColumns } from './ticketColumns';
import { CATEGORY, READ_ONLY_CATEGORIES, TICKET_FIRST_SORT, TICKET_PAGE_SIZES, TIMED_OUT_PROGRESS } from '../../../domain/tickets/search/ticketListConfig';
import { CATEGORY_PARAM, useTicketListState } from './useTicketListState';

const timedOut = (row: TicketListRow) => (row.ticketProgress >= TIMED_OUT_PROGRESS ? 'ticket-timed-out' : '');
const FILTER_FIELDS: readonly FilterField[] = FILTER_SECTIONS.flatMap((section) => section.fields);

const EMPTY_VALUES = emptyFilterValues();

/** requirement/find: the server-side ticket list with its views, links and header actions. */
export default function TicketListPage() {
  const { t } = useTranslation();
  const access = useAccessList();
  const openable = useOpenableRoute({ asGuard: true });
  const labels = useExportLabels();
  const statusColors = useStatusColorMap();
  const { category, rawCategory, toArg } = useTicketListState();
  const [filterOpen, setFilterOpen] = useState(false);
  const [assigning, setAssigning] = useState(false);

  const programmed = category === CATEGORY.programmed;
  const readOnlyView = READ_ONLY_CATEGORIES.includes(category);
  const columns = useMemo(() => ticketColumns(t, labels, statusColors, programmed), [t, labels, statusColors, programmed]);
  // A link's category and filter values are narrowed to what this user is offered before the list asks for rows.
  const categories = useOrganizeByOptions();
  // The active view is everybody's; another one waits for the catalogue and the permissions.
  const categoryOffered = category === CATEGORY.active ? true : categories === null ? null : categories.some((c) => c.value === category);
  const filterOptions = useFilterOptions();
  const narrow = useCallback(
    (values: TicketFilterValues) => (categoryOffered ? narrowTicketFilter(values, filterOptions, (field) => t(`ticketFilter.fields.${field}`)) : null),
    [categoryOffered, filterOptions, t],
  );
  const grid = useServerGrid<TicketListRow, TicketFilterValues, SearchTicketsGeneralApiArg>({
    gridKey: programmed ? 'tickets-programmed' : 'tickets',
    endpoint: ticketApi.endpoints.searchTicketsGeneral,
    toArg,
    columns,
    emptyFilter: EMPTY_VALUES,
    scope: category,
    pageSizes: TICKET_PAGE_SIZES,
    defaultSort: TICKET_FIRST_SORT,
    rememberFilter: parseTicketFilter,
    views: { codec: ticketFilterCodec, viewParam: CATEGORY_PARAM, narrow },
  });
  const link = grid.views!;
  const { setView, report } = link;
  const setCategory = useCallback((id: number) => setView(String(id)), [setView]);
  useEffect(() => {
    if (categoryOffered !== false) return;
    report([{ reason: 'notAllowed', name: `${t('tickets.organizeBy')}: ${rawCategory ?? category}` }]);
    setView(String(CATEGORY.active));
  }, [categoryOffered, rawCategory, category, report, setView, t]);
  const selectedIds = useMemo(() => grid.selection.map((row) => row.ticketId), [grid.selection]);
  const activeConditions = FILTER_FIELDS.filter((field) => hasCondition(grid.filter, field)).length;

  // The filter panel and the toolbar are kept while their inputs stand: a page change renders this
  // screen three times (the click, loading, the rows), and drawing the form and its inputs each time
  // cost more than the rows (issue 15).
  const { search, clearSelection, selection, filter } = grid;
  const filters = useMemo(
    () => (
      <div id="ticket-filter" hidden={!filterOpen}>
        <TicketFilterPanel
          initialValues={filter}
          remember={false}
          onSearch={(_request, values) => {
            search(values);
            setFilterOpen(false);
          }}
          onClear={() => search(emptyFilterValues())}
        />
      </div>
    ),
    [filterOpen, search, filter],
  );
  const canAssign = access.can([PERMISSIONS.ticketAssign]);
  // The locations list opens to location search or create (000 section 2), whatever the menu's roles.
  const locations = openable('locations');
  const toolbar = useMemo(
    () => (
      <>
        <OrganizeBySelect value={category} onChange={setCategory} />
        {canAssign && (
          <button type="button" className="p-button p-button-outlined p-button-sm" disabled={selectedIds.length === 0} onClick={() => setAssigning(true)}>
            <span className="pi pi-users mr-2" aria-hidden="true" />
            {t('tickets.changeTaskForce')}
          </button>
        )}
        {locations && (
          <Link to={`/${locations.path}`} className="p-button p-button-outlined p-button-sm no-underline">
            <span className="pi pi-map-marker mr-2" aria-hidden="true" />
            {t('tickets.locations')}
          </Link>
        )}
        {!readOnlyView && <MassivePdfButton tickets={selection} />}
        {!readOnlyView && <BulkStatusMenu ticketIds={selectedIds} onDone={clearSelection} />}
      </>
    ),
    [category, setCategory, canAssign, locations, readOnlyView, selection, selectedIds, clearSelection, t],
  );

  return (
    <GridPage<TicketListRow>
      title={t('routes.ticketSearch')}
      grid={grid}
      dataKey="ticketId"
      headerActions={
        <button type="button" className="p-button p-button-sm p-button-outlined" aria-expanded={filterOpen} aria-controls="ticket-filter" onClick={() => setFilterOpen((open) => !open)}>
          <span className="pi pi-filter mr-2" aria-hidden="true" />
          {t('tickets.advancedFilter')}
          {activeConditions > 0 && <CountBadge className="ml-2" value={activeConditions} />}
        </button>
      }
      filters={filters}
      rowClassName={timedOut}
      selectedText={(count) => t('tickets.selectedCount', { count })}
      exports={{ fileBaseName: t('tickets.exportFileName'), pdfOrientation: 'landscape' }}
      toolbar={toolbar}
    >
      {assigning && (
        <ChangeTaskForceDialog
          ticketIds={selectedIds}
          onClose={(assigned) => {
            setAssigning(false);
            if (assigned) grid.clearSelection();
          }}
        />
      )}
    </GridPage>
  );
}
