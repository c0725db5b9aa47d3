import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Controls, MarkerType, Position, ReactFlow, type Edge, type NodeHandle } from '@xyflow/react';
import '../../../shared/diagram/flowStyles';
import type { GanttEdge } from './ganttGraph';
import { GANTT_NODE_HEIGHT, GANTT_NODE_WIDTH, type GanttLayout } from './ganttLayout';
import { GanttNodeView, type GanttFlowNode } from './GanttNodeView';
import { GANTT_VISIBLE_ONLY_MIN_NODES, openingGanttViewport } from './ganttViewport';
import type { GanttNodeItem } from './ganttView';
import './gantt.css';
import { useFlowAriaLabels } from '../../../shared/diagram/useFlowAriaLabels';

const NODE_TYPES = { gantt: GanttNodeView };
const ARROW = { type: MarkerType.ArrowClosed, width: 18, height: 18, color: '#555555' };
const EDGE_STYLE = { stroke: '#555555', strokeWidth: 1.5 };
const NODE_SIZE = { width: GANTT_NODE_WIDTH, height: GANTT_NODE_HEIGHT };
// Where edges meet a node, given up front so edges are drawn without measuring the nodes first.
const HANDLES: NodeHandle[] = [
  { type: 'target', position: Position.Left, x: 0, y: GANTT_NODE_HEIGHT / 2, width: 1, height: 1 },
  { type: 'source', position: Position.Right, x: GANTT_NODE_WIDTH - 1, y: GANTT_NODE_HEIGHT / 2, width: 1, height: 1 },
];

interface Props {
  items: GanttNodeItem[];
  edges: GanttEdge[];
  layout: GanttLayout;
  label: string;
  onOpen: (item: GanttNodeItem) => void;
}

/**
 * The diagram drawn with React Flow, read-only: the layout's positions, arrows parent -> child, zoom
 * controls. It opens at a readable zoom (ganttViewport.ts), which needs the pane's size, so React Flow
 * mounts once the pane is measured. A click on a node goes to `onOpen`, which opens only selectable
 * ones. Loaded lazily with @xyflow/react by WorkflowGanttDialog. Nodes carry their size so they are
 * drawn at once, without waiting to be measured. In big diagrams only what is in view is in the page,
 * so a step outside the view is reached by panning or zooming out, not with Tab.
 */
export default function GanttDiagram({ items, edges, layout, label, onOpen }: Props) {
  const paneRef = useRef<HTMLDivElement>(null);
  const [pane, setPane] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = paneRef.current!;
    setPane({ width: element.clientWidth, height: element.clientHeight });
  }, []);
  const nodes = useMemo<GanttFlowNode[]>(
    () =>
      items.map((item) => ({
        id: item.node.id,
        type: 'gantt',
        position: layout.positions[item.node.id] ?? { x: 0, y: 0 },
        width: GANTT_NODE_WIDTH,
        height: GANTT_NODE_HEIGHT,
        // Known sizes count as measured: nodes out of view are never in the page to be measured, and
        // React Flow fits the view only once every node is.
        measured: NODE_SIZE,
        handles: HANDLES,
        data: { item, onOpen },
        draggable: false,
        selectable: false,
        connectable: false,
        focusable: false,
      })),
    [items, layout, onOpen],
  );
  const flowEdges = useMemo<Edge[]>(
    () => edges.map((e) => ({ ...e, markerEnd: ARROW, style: EDGE_STYLE, focusable: false, selectable: false })),
    [edges],
  );
  const ariaLabelConfig = useFlowAriaLabels();
  const openingViewport = useMemo(() => (pane ? openingGanttViewport(layout, pane) : null), [layout, pane]);
  return (
    <div ref={paneRef} className="h-full w-full" role="figure" aria-label={label} data-testid="gantt-diagram">
      {openingViewport && (
        <ReactFlow
          nodes={nodes}
          edges={flowEdges}
          nodeTypes={NODE_TYPES}
          onNodeClick={(_event, node) => onOpen(node.data.item)}
          defaultViewport={openingViewport}
          onlyRenderVisibleElements={items.length >= GANTT_VISIBLE_ONLY_MIN_NODES}
          minZoom={0.02}
          maxZoom={2}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          disableKeyboardA11y
          ariaLabelConfig={ariaLabelConfig}
        >
          <Controls showInteractive={false} />
        </ReactFlow>
      )}
    </div>
  );
}
