import { syntheticGantt } from '../../../../test/sandbox/workflow/syntheticGantt';
import { layoutGanttColumns } from './ganttColumnLayout';
import { buildGanttGraph } from './ganttGraph';
import { GANTT_NODE_HEIGHT, GANTT_NODE_WIDTH } from './ganttLayout';
import { GANTT_PDF_MIN_SCALE, GANTT_PDF_PAGE, ganttPdfDocument, ganttPdfTiling, type GanttPdfInput, type GanttPdfPage } from './ganttPdf';
import { ganttPdfFileName } from './ganttPdfFileName';

const pageLabel = ({ page, pages }: GanttPdfPage) => `Página ${page} de ${pages}`;

function ganttInput(steps: number): GanttPdfInput {
  const graph = buildGanttGraph(syntheticGantt(steps, 7));
  const layout = layoutGanttColumns({ nodeIds: graph.nodes.map((n) => n.id), edges: graph.edges.map((e) => [e.source, e.target]) });
  return {
    title: 'Diagrama de Gantt del flujo',
    nodes: graph.nodes.map((n) => ({ id: n.id, label: n.serviceName, background: '#dbeafe', text: '#1e3a8a' })),
    edges: graph.edges,
    layout,
    legend: { title: 'Estados', entries: [{ key: 'closed', label: 'Cerrado', color: '#16a34a' }, { key: 'onSite', label: 'En sitio', color: '#f59e0b' }] },
    pageLabel,
  };
}

type Doc = Awaited<ReturnType<typeof ganttPdfDocument>>;

/** Each page's size in points, from its media box. */
const pageSizes = (doc: Doc) =>
  Array.from({ length: doc.getNumberOfPages() }, (_, i) => {
    const box = doc.getPageInfo(i + 1).pageContext.mediaBox;
    return { width: box.topRightX - box.bottomLeftX, height: box.topRightY - box.bottomLeftY };
  });

/** The text operators written on a page (jsPDF keeps each page's content uncompressed until output). */
const pageContent = (doc: Doc, page: number) => (doc.internal as unknown as { pages: string[][] }).pages[page]!.join('\n');

describe('the Gantt PDF', () => {
  it('prints a 300-step diagram on numbered A4-landscape pages, each with the legend', async () => {
    const input = ganttInput(300);
    const doc = await ganttPdfDocument(input);
    const sizes = pageSizes(doc);
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(GANTT_PDF_PAGE.width, 1);
      expect(size.height).toBeCloseTo(GANTT_PDF_PAGE.height, 1);
    }
    sizes.forEach((_, i) => {
      const content = pageContent(doc, i + 1);
      expect(content).toContain(`(${pageLabel({ page: i + 1, pages: sizes.length } as GanttPdfPage)}) Tj`);
      expect(content).toContain('(Estados) Tj');
    });
  });

  it('tiles at the smallest legible scale, and covers the whole layout', () => {
    const { layout } = ganttInput(300);
    const area = { width: 700, height: 400 };
    const tiling = ganttPdfTiling(layout, area);
    expect(tiling.scale).toBe(GANTT_PDF_MIN_SCALE);
    expect(tiling.columns * tiling.tile.width).toBeGreaterThanOrEqual(layout.width);
    expect(tiling.rows * tiling.tile.height).toBeGreaterThanOrEqual(layout.height);
    expect((tiling.columns - 1) * tiling.tile.width).toBeLessThan(layout.width);
  });

  it('fits a diagram on one page while it stays legible', () => {
    const area = { width: 700, height: 400 };
    const layoutOf = (width: number) => ({ positions: {}, width, height: GANTT_NODE_HEIGHT });
    const widest = area.width / GANTT_PDF_MIN_SCALE;
    expect(ganttPdfTiling(layoutOf(GANTT_NODE_WIDTH), area)).toMatchObject({ scale: 1, rows: 1, columns: 1 });
    expect(ganttPdfTiling(layoutOf(widest), area)).toMatchObject({ scale: GANTT_PDF_MIN_SCALE, rows: 1, columns: 1 });
    expect(ganttPdfTiling(layoutOf(widest + 1), area)).toMatchObject({ scale: GANTT_PDF_MIN_SCALE, columns: 2 });
  });
});

describe('ganttPdfFileName', () => {
  it('joins the title, the workflow name and the key with underscores', () => {
    expect(ganttPdfFileName('Diagrama de Gantt del flujo', 'Apertura exprés', 'ODT-000012')).toBe('Diagrama_de_Gantt_del_flujo_Apertura_exprés_ODT-000012.pdf');
  });

  it('drops what file systems refuse and emoji, and leaves out a missing key', () => {
    expect(ganttPdfFileName('Gantt', 'Sucursal: norte/sur? 🚀', null)).toBe('Gantt_Sucursal_norte_sur.pdf');
  });
});
