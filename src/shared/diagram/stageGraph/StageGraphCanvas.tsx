import { useMemo } from 'react';
import { Controls, MarkerType, ReactFlow, type Connection, type Edge } from '@xyflow/react';
import '../flowStyles';
import { useTranslation } from 'react-i18next';
import { layoutStageGraph, STAGE_NODE_HEIGHT, STAGE_NODE_WIDTH } from './stageGraphLayout';
import { problemsOfEdge, problemsOfStage, stageProblemText } from './stageGraphRules';
import { edgeKey, type StageEdge, type StageGraph, type StageProblem } from './stageGraphTypes';
import { StageNodeView, type StageFlowNode } from './StageNodeView';
import { useFlowAriaLabels } from '../useFlowAriaLabels';

const NODE_TYPES = { stage: StageNodeView };
const COLOR = { ok: '#555555', problem: '#b91c1c' };

interface Props {
  graph: StageGraph;
  problems: StageProblem[];
  label: string;
  onConnect: (edge: StageEdge) => void;
}

/**
 * The graph drawn with React Flow and laid out by dagre: stages as boxes, transitions as arrows, every
 * problem written on the stage or the arrow it concerns. Mouse users connect stages by dragging; the
 * positions follow the layout (no dragging of stages: the layout is redone after each change). Nodes and
 * edges are not in the tab order: the list beside it (StageList) is the keyboard's way to every action.
 */
export default function StageGraphCanvas({ graph, problems, label, onConnect }: Props) {
  const { t } = useTranslation();
  const positions = useMemo(() => layoutStageGraph(graph), [graph]);
  const nodes = useMemo<StageFlowNode[]>(
    () =>
      graph.stages.map((stage) => ({
        id: stage.id,
        type: 'stage',
        position: positions[stage.id] ?? { x: 0, y: 0 },
        width: STAGE_NODE_WIDTH,
        height: STAGE_NODE_HEIGHT,
        data: { stage, problems: problemsOfStage(problems, stage.id).map((p) => stageProblemText(t, p)) },
        draggable: false,
        focusable: false,
      })),
    [graph, positions, problems, t],
  );
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge) => {
        const texts = problemsOfEdge(problems, edge).map((p) => stageProblemText(t, p));
        const color = texts.length > 0 ? COLOR.problem : COLOR.ok;
        return {
          id: edgeKey(edge),
          source: edge.from,
          target: edge.to,
          label: texts.join(' '),
          labelStyle: { fill: COLOR.problem, fontWeight: 600 },
          markerEnd: { type: MarkerType.ArrowClosed, color },
          style: { stroke: color, strokeWidth: texts.length > 0 ? 2.5 : 1.5, strokeDasharray: texts.length > 0 ? '6 4' : undefined },
          focusable: false,
          selectable: false,
        };
      }),
    [graph, problems, t],
  );
  const ariaLabelConfig = useFlowAriaLabels();
  const handleConnect = (c: Connection) => onConnect({ from: c.source, to: c.target });
  return (
    <div className="stage-graph__canvas" role="figure" aria-label={label}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onConnect={handleConnect}
        fitView
        minZoom={0.2}
        maxZoom={1.5}
        nodesDraggable={false}
        elementsSelectable={false}
        disableKeyboardA11y
        ariaLabelConfig={ariaLabelConfig}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
