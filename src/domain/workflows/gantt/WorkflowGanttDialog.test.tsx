import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useParams } from 'react-router-dom';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import type { Language } from '../../../shared/i18n/i18n';
import es from '../../../shared/i18n/es.json';
import { STATUS } from '../../tickets/status/statusOperations';
import type { WorkFlowOrderRecord, WorkFlowRecord } from '../../../../test/sandbox/workflow/records';
import { saveFile } from '../../../shared/export/download';
import { pdfText } from '../../tickets/pdf/testing/testTicketPdf';
import type { GanttTarget } from './ganttTarget';
import { WorkflowGanttDialog } from './WorkflowGanttDialog';
import { GANTT_PDF_PAGE } from './ganttPdf';
import { workFlowOrders, workFlows } from '../../../../test/sandbox/workflow/state';

jest.mock('../../../shared/export/download', () => ({ saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const sandbox = setupSandbox();

afterEach(() => saveFileMock.mockReset());

function TicketPage() {
  const { ticketId } = useParams();
  return <p>Página del ticket {ticketId}</p>;
}

function renderDialog(initial: GanttTarget, language?: Language) {
  const onHide = jest.fn();
  function Harness() {
    const [target, setTarget] = useState<GanttTarget | null>(initial);
    return (
      <WorkflowGanttDialog
        target={target}
        onHide={() => {
          onHide();
          setTarget(null);
        }}
      />
    );
  }
  renderWithApp(
    <Routes>
      <Route path="/" element={<Harness />} />
      <Route path="/requirement/detail/:ticketId/:tab" element={<TicketPage />} />
    </Routes>,
    { as: { sandbox, role: 'ADM' }, language },
  );
  return { onHide };
}

const orders = () => [...workFlowOrders(sandbox.store).values()];
const flowOf = (order: WorkFlowOrderRecord) => workFlows(sandbox.store).get(order.workFlowId)!;
/** An order in process of a small workflow with some steps started (and some not). */
const smallOrder = () => orders().find((o) => o.stateId === 1 && flowOf(o).steps.length <= 12 && o.stepTickets.size > 1 && o.stepTickets.size < flowOf(o).steps.length)!;

/** Each step's depth: the longest path from the initial step. */
function depths(flow: WorkFlowRecord): Map<number, number> {
  const depth = new Map<number, number>();
  for (const step of flow.steps) depth.set(step.stepId, Math.max(-1, ...step.parents.map((p) => depth.get(p)!)) + 1);
  return depth;
}

async function nodesOf(count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(document.querySelectorAll('.react-flow__node')).toHaveLength(count));
  return [...document.querySelectorAll<HTMLElement>('.react-flow__node')];
}

const translate = (node: HTMLElement) => {
  const [, x, y] = /translate\((-?[\d.]+)px, ?(-?[\d.]+)px\)/.exec(node.style.transform)!;
  return { x: Number(x), y: Number(y) };
};
const rgb = (hex: string) => {
  const h = hex.replace('#', '');
  return `rgb(${parseInt(h.slice(0, 2), 16)}, ${parseInt(h.slice(2, 4), 16)}, ${parseInt(h.slice(4, 6), 16)})`;
};
const boxOf = (node: HTMLElement) => node.querySelector<HTMLElement>('.gantt-node')!;

describe('workflow Gantt diagram modal', () => {
  it('lays an order out by depth: one node per step, columns 250 px apart, 75 px between nodes of a column', async () => {
    const order = orders().find((o) => o.stateId === 1 && flowOf(o).steps.length === 20)!;
    const flow = flowOf(order);
    renderDialog({ workFlowOrderId: order.id });

    const dialog = await screen.findByRole('dialog', { name: `Diagrama de Gantt del flujo ${order.workFlowOrderKey}` });
    const nodes = await nodesOf(flow.steps.length);
    const depth = depths(flow);
    const columns = new Map<number, number[]>();
    for (const node of nodes) {
      const { x, y } = translate(node);
      const stepDepth = depth.get(Number(node.dataset.id))!;
      expect(x).toBe(stepDepth * 250);
      columns.set(stepDepth, [...(columns.get(stepDepth) ?? []), y]);
    }
    for (const ys of columns.values()) {
      const sorted = ys.sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(70 + 75);
    }
    expect(within(dialog).getByRole('figure', { name: `Diagrama del flujo ${flow.name}` })).toBeInTheDocument();
    // Every parent -> child pair is one edge.
    expect(document.querySelectorAll('.react-flow__edge')).toHaveLength(flow.steps.reduce((n, s) => n + s.parents.length, 0));
  });

  it('colours steps by their ticket status, misconfigured red with the reason as tooltip, not started grey', async () => {
    const order = orders().find((o) => o.stateId === 1 && flowOf(o).name === 'Reubicación de sitio' && o.stepTickets.size < flowOf(o).steps.length)!;
    const flow = flowOf(order);
    renderDialog({ workFlowOrderId: order.id });
    const nodes = await nodesOf(flow.steps.length);
    const byStep = new Map(nodes.map((n) => [Number(n.dataset.id), n]));

    const disabled = flow.steps.find((s) => !sandbox.store.services.get(s.serviceId)!.enabled)!;
    const red = boxOf(byStep.get(disabled.stepId)!);
    expect(red.style.background).toBe(rgb('#a62520'));
    expect(red.style.color).toBe(rgb('#ffffff'));
    expect(red).toHaveAttribute('title', expect.stringContaining('está deshabilitado'));
    expect(within(red).queryByRole('button')).not.toBeInTheDocument();

    for (const step of flow.steps) {
      if (step === disabled) continue;
      const box = boxOf(byStep.get(step.stepId)!);
      const ticketId = order.stepTickets.get(step.stepId);
      const expected = ticketId === undefined ? '#939393' : `#${sandbox.store.statuses.get(sandbox.store.tickets.get(ticketId)!.statusId)!.hexColor.replace('#', '')}`;
      expect(box.style.background).toBe(rgb(expected));
      expect(box.getAttribute('role')).toBe(ticketId === undefined ? null : 'button');
    }
  });

  it('shows the legend of an order without Programmed and Reassign, and none for a workflow definition', async () => {
    const order = smallOrder();
    renderDialog({ workFlowOrderId: order.id });
    const legend = await screen.findByRole('region', { name: 'Colores por estatus' });
    const labels = within(legend).getAllByRole('listitem').map((li) => li.textContent);
    const enabled = [...sandbox.store.statuses.values()].filter((s) => s.enabled);
    expect(labels).toEqual([...enabled.filter((s) => s.id !== 14 && s.id !== 38).map((s) => s.name), 'Servicio mal configurado', 'Sin resultados']);
    expect(enabled.some((s) => s.id === 14)).toBe(true);
    expect(labels).not.toContain(sandbox.store.statuses.get(38)!.name);
  });

  it('names the legend\'s statuses in English by id, and an unknown one as the server sent it', async () => {
    sandbox.store.statuses.set(99, { ...sandbox.store.statuses.get(STATUS.working)!, id: 99, key: 'New', name: 'Estatus nuevo del servidor' });
    renderDialog({ workFlowOrderId: smallOrder().id }, 'en');
    const legend = await screen.findByRole('region', { name: 'Colours by status' });
    const labels = within(legend).getAllByRole('listitem').map((li) => li.textContent);
    expect(labels).toContain('On site');
    expect(labels).toContain('Estatus nuevo del servidor');
    expect(labels).not.toContain(es.status.names.working);
  });

  it('has no legend for a workflow definition, whose steps all have no ticket', async () => {
    const flow = workFlows(sandbox.store).get(4)!;
    renderDialog({ workFlowId: flow.id });
    await screen.findByRole('dialog', { name: `Diagrama de Gantt del flujo ${flow.name}` });
    const nodes = await nodesOf(flow.steps.length);
    expect(nodes.every((n) => boxOf(n).style.background === rgb('#939393'))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Colores por estatus' })).not.toBeInTheDocument();
  });

  it('opens a step’s ticket info from a click or the keyboard, and its button goes to the ticket and closes the modals', async () => {
    const order = smallOrder();
    const [stepId, ticketId] = [...order.stepTickets].find(([s]) => sandbox.store.services.get(flowOf(order).steps.find((x) => x.stepId === s)!.serviceId)!.enabled)!;
    const ticket = sandbox.store.tickets.get(ticketId)!;
    const service = sandbox.store.services.get(flowOf(order).steps.find((s) => s.stepId === stepId)!.serviceId)!;
    const { onHide } = renderDialog({ workFlowOrderId: order.id });
    await nodesOf(flowOf(order).steps.length);

    const node = screen.getByRole('button', { name: new RegExp(`ticket ${ticketId},`) });
    node.focus();
    await userEvent.keyboard('{Enter}');
    const info = await screen.findByRole('dialog', { name: `Ticket ${ticketId}` });
    expect(await within(info).findByText(service.name)).toBeInTheDocument();
    expect(within(info).getByText(String(order.id))).toBeInTheDocument();
    expect(within(info).getByText(sandbox.store.statuses.get(ticket.statusId)!.name)).toBeInTheDocument();
    expect(within(info).getByText(flowOf(order).name)).toBeInTheDocument();
    await userEvent.click(within(info).getByRole('button', { name: /close|cerrar/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Ticket ${ticketId}` })).not.toBeInTheDocument());

    // A click only: React Flow's pan handler reads the mousedown's window, which jsdom leaves null.
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`ticket ${ticketId},`) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ir al ticket' }));
    expect(await screen.findByText(`Página del ticket ${ticketId}`)).toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the no-steps message when the workflow has no steps (404)', async () => {
    const empty = [...workFlows(sandbox.store).values()].find((f) => f.steps.length === 0)!;
    const { onHide } = renderDialog({ workFlowId: empty.id });
    expect(await screen.findByText('El flujo de trabajo no tiene pasos configurados.')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the generic request error on any other failure', async () => {
    sandbox.server.use(
      http.get('*/ticket/api/v1/WorkFlowOrder/Gantt', () => HttpResponse.json({ success: false, message: 'Falla interna', detail: null }, { status: 500 })),
    );
    const { onHide } = renderDialog({ workFlowOrderId: smallOrder().id });
    expect(await screen.findByText('La solicitud falló, por favor intente más tarde')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves an A4-landscape PDF with numbered pages, named after the title, the workflow and the order key', async () => {
    const order = smallOrder();
    const flow = flowOf(order);
    renderDialog({ workFlowOrderId: order.id });
    await nodesOf(flow.steps.length);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar como PDF' }));

    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1));
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toBe(`Diagrama_de_Gantt_del_flujo_${flow.name.replace(/ /g, '_')}_${order.workFlowOrderKey}.pdf`);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const source = Buffer.from(bytes).toString('latin1');
    const pages = source.match(/\/Type \/Page\b/g)!.length;
    const boxes = [...source.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [Number(width), Number(height)]);
    expect(boxes).toHaveLength(pages);
    for (const [width, height] of boxes) {
      expect(width).toBeCloseTo(GANTT_PDF_PAGE.width, 1);
      expect(height).toBeCloseTo(GANTT_PDF_PAGE.height, 1);
    }
    const text = pdfText(bytes);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text).toContain(`Diagrama de Gantt del flujo ${order.workFlowOrderKey}`);
    expect(text).toContain('Sin resultados');
    expect(await screen.findByText(`Se descargó el archivo ${fileName}.`)).toBeInTheDocument();
  });
});
