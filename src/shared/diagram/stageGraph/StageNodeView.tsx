import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { STAGE_NODE_HEIGHT, STAGE_NODE_WIDTH } from './stageGraphLayout';
import type { Stage } from './stageGraphTypes';

export type StageFlowNode = Node<{ stage: Stage; problems: string[] }, 'stage'>;

/**
 * One stage on the graph: its name, whether it is initial or final, and what is wrong with it, written on
 * the node (marked in red) so a refusal is seen where it is. Dragging from its right edge to another
 * stage's left edge adds a transition; the list below the graph does the same by keyboard.
 */
export function StageNodeView({ data }: NodeProps<StageFlowNode>) {
  const { t } = useTranslation();
  const { stage, problems } = data;
  const marked = problems.length > 0;
  return (
    <div
      className={`stage-node${marked ? ' stage-node--problem' : ''}${stage.final ? ' stage-node--final' : ''}`}
      style={{ width: STAGE_NODE_WIDTH, minHeight: STAGE_NODE_HEIGHT }}
      data-testid={`stage-node-${stage.id}`}
    >
      <Handle type="target" position={Position.Left} />
      <span className="stage-node__name">{stage.name || t('flows.editor.unnamed')}</span>
      <span className="stage-node__badges">
        {stage.initial && <span className="stage-node__badge">{t('flows.editor.initial')}</span>}
        {stage.final && <span className="stage-node__badge">{t('flows.editor.final')}</span>}
      </span>
      {problems.map((text) => (
        <span key={text} className="stage-node__problem">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {text}
        </span>
      ))}
      <Handle type="source" position={Position.Right} />
    </div>
  );
}
