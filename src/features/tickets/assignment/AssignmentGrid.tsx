import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketListRow } from '../../../api/tags/ticket';
import { useStatusColorMap } from '../../../domain/tickets/status/useStatusColors';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridView } from '../../../shared/ui/GridPage/GridView';
import { useServerGrid, type GridRequest, type GridViewsOptions, type SearchEndpoint, type ServerGrid } from '../../../shared/ui/GridPage/useServerGrid';
import { assignmentColumns } from './assignmentColumns';
import { PAGE_SIZES } from './assignmentConfig';

const NEWEST_FIRST = { field: 'creationDateUTC', order: 'desc' } as const;

interface AssignmentGridOptions<Filter, Arg> {
  gridKey: string;
  endpoint: SearchEndpoint<Arg, TicketListRow>;
  toArg: (request: GridRequest<Filter>) => Arg;
  emptyFilter: Filter;
  /** The search's largest page, when its contract caps it below the export's pages. */
  maxPageSize?: number;
  /** Whether the grid shows the task force (the dispatcher's does, the engineer's own does not). */
  withEngineer: boolean;
  /** The grid's part of the page's address (both grids share the page, so each has its own prefix). */
  views: GridViewsOptions<Filter> & { prefix: string };
}

/** A ticket assignment grid's state: the assignment columns, page sizes and newest-first sort over the panel's search. */
export function useAssignmentGrid<Filter, Arg>({ withEngineer, ...search }: AssignmentGridOptions<Filter, Arg>) {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const statusColors = useStatusColorMap();
  const columns = useMemo(() => assignmentColumns(t, labels, statusColors, withEngineer), [t, labels, statusColors, withEngineer]);
  return useServerGrid<TicketListRow, Filter, Arg>({ ...search, columns, pageSizes: PAGE_SIZES, defaultSort: NEWEST_FIRST });
}

interface AssignmentGridProps {
  grid: ServerGrid<TicketListRow>;
  intro: string;
  /** The grid's name, also the exports' title. */
  label: string;
  emptyMessage: string;
  /** The search box and the actions on the selection. */
  toolbar: ReactNode;
  /** The dialog the actions open. */
  children?: ReactNode;
}

/** One part of requirement/re-assign: its intro, then the grid with its actions and exports. */
export function AssignmentGrid({ grid, intro, label, emptyMessage, toolbar, children }: AssignmentGridProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-column gap-2" style={{ minHeight: '24rem' }}>
      <p className="m-0 text-700">{intro}</p>
      <GridView<TicketListRow>
        grid={grid}
        dataKey="ticketId"
        title={label}
        toolbar={toolbar}
        emptyMessage={emptyMessage}
        selectedText={(count) => t('tickets.selectedCount', { count })}
        exports={{ fileBaseName: t('tickets.exportFileName'), pdfOrientation: 'landscape' }}
      />
      {children}
    </div>
  );
}
