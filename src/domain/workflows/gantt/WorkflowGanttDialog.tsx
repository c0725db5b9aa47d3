import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../core/errors/apiError';
import { useGetCatalogTicketStatusesQuery } from '../../../api/tags/catalog';
import { useGetWorkFlowGanttQuery } from '../../../api/tags/ticket';
import { useStatusColorMap } from '../../tickets/status/useStatusColors';
import { useStatusName } from '../../tickets/status/useStatusNames';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { legendEntries, nodeColors } from './ganttColors';
import { buildGanttGraph, isSelectable } from './ganttGraph';
import { GanttLegend } from './GanttLegend';
import { GanttNodeInfoDialog } from './GanttNodeInfoDialog';
import { GanttPdfButton } from './GanttPdfButton';
import { ganttPdfFileName } from './ganttPdfFileName';
import type { GanttPdfPage } from './ganttPdf';
import { ganttQueryArg, isOrderTarget, type GanttTarget } from './ganttTarget';
import type { GanttNodeItem } from './ganttView';
import { prepareGanttLayout } from './runGanttLayout';
import { loadGanttDiagram, useGanttDiagram } from './useGanttDiagram';
import { useGanttLayout } from './useGanttLayout';
import { whenIdle } from '../../../shared/ui/whenIdle';

interface Props {
  target: GanttTarget | null;
  onHide: () => void;
}

/** The workflow Gantt diagram modal (spec 000 section 2), open while `target` is set. */
export function WorkflowGanttDialog({ target, onHide }: Props) {
  // A screen that can open the diagram warms it up once idle: the layout worker parses dagre and the
  // diagram's code arrives before the first click, not after (npm run bench -- gantt).
  useEffect(() => {
    const warm = () => {
      void loadGanttDiagram().catch(() => undefined);
      prepareGanttLayout();
    };
    return whenIdle(warm, 2000) ?? warm();
  }, []);
  return target ? <GanttModal target={target} onHide={onHide} /> : null;
}

function GanttModal({ target, onHide }: { target: GanttTarget; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const gantt = useGetWorkFlowGanttQuery(ganttQueryArg(target));
  const statuses = useGetCatalogTicketStatusesQuery({});
  const statusColors = useStatusColorMap();
  const statusName = useStatusName();
  // React Flow and its styles load with the diagram, not with the pages that open it; the layout worker
  // starts while the data is requested, not after.
  const diagram = useGanttDiagram();
  const [openTicket, setOpenTicket] = useState<number | null>(null);
  useEffect(() => prepareGanttLayout(), []);

  const data = gantt.data?.data;
  const isOrder = isOrderTarget(target);
  const graph = useMemo(() => (data ? buildGanttGraph(data) : null), [data]);
  const layout = useGanttLayout(graph);
  const statusList = useMemo(() => statuses.data?.data ?? [], [statuses.data]);
  const items = useMemo<GanttNodeItem[]>(() => {
    const names = new Map(statusList.map((s) => [s.id, s.name]));
    return (graph?.nodes ?? []).map((node) => ({
      node,
      colors: nodeColors(node, statusColors),
      statusName: node.ticket ? statusName(node.ticket.ticketStatusId, names.get(node.ticket.ticketStatusId)) : null,
      selectable: isSelectable(node),
    }));
  }, [graph, statusList, statusColors, statusName]);
  const legend = useMemo(
    () => (isOrder ? legendEntries(statusList, { statusName, misconfigured: t('gantt.legend.misconfigured'), noResults: t('gantt.legend.noResults') }) : null),
    [isOrder, statusList, statusName, t],
  );
  const pdfTitle = t('gantt.pdfTitle');
  const name = data ? ((isOrder ? data.workFlowOrderKey : null) ?? data.workFlowName) : null;
  const title = name ? `${pdfTitle} ${name}` : pdfTitle;
  const fileName = data ? ganttPdfFileName(pdfTitle, data.workFlowName, isOrder ? data.workFlowOrderKey : data.workFlowKey) : '';
  const pdfInput = useMemo(
    () =>
      graph && layout.status === 'done'
        ? {
            title,
            nodes: items.map(({ node, colors }) => ({ id: node.id, label: node.serviceName, background: colors.background, text: colors.text })),
            edges: graph.edges,
            layout: layout.layout,
            legend: legend ? { title: t('gantt.legend.title'), entries: legend } : null,
            pageLabel: (page: GanttPdfPage) => t(page.pages === 1 ? 'gantt.pdfPage' : 'gantt.pdfTile', { ...page }),
          }
        : null,
    [graph, layout, items, legend, title, t],
  );

  // A failed load closes the modal with a toast (spec 000 section 8): 404 means the workflow has no steps.
  const loadError = gantt.error ?? (layout.status === 'failed' ? layout.error : null) ?? (diagram.status === 'failed' ? diagram.error : null);
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!loadError || reported.current === loadError) return;
    reported.current = loadError;
    const noSteps = isApiError(loadError) && loadError.status === 404;
    toast({ severity: noSteps ? 'warn' : 'error', summary: t(noSteps ? 'gantt.noSteps' : 'errors.requestFailed') });
    onHide();
  }, [loadError, onHide, t, toast]);

  const openItem = useCallback((item: GanttNodeItem) => {
    if (item.selectable && item.node.ticket) setOpenTicket(item.node.ticket.ticketId);
  }, []);
  const leave = () => {
    setOpenTicket(null);
    onHide();
  };

  return (
    <ModalDialog
      onHide={onHide}
      header={title}
      width="80vw"
      height="85vh"
      contentClassName="flex flex-column"
      maximizable
      footer={<GanttPdfButton input={pdfInput} fileName={fileName} />}
    >
      <div className="flex-1" style={{ minHeight: 0 }}>
        {layout.status === 'done' && diagram.status === 'done' && data ? (
          <diagram.Diagram items={items} edges={graph!.edges} layout={layout.layout} label={t('gantt.diagramLabel', { name: data.workFlowName })} onOpen={openItem} />
        ) : (
          !loadError && (
            <p role="status" className="m-0 p-3">
              {t('gantt.loading')}
            </p>
          )
        )}
      </div>
      {legend && data && <GanttLegend entries={legend} />}
      {openTicket !== null && data && (
        <GanttNodeInfoDialog ticketId={openTicket} workflowName={data.workFlowName} onHide={() => setOpenTicket(null)} onLeave={leave} />
      )}
    </ModalDialog>
  );
}
