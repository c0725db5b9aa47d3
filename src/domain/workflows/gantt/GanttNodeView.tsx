import type { KeyboardEvent } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { GANTT_NODE_HEIGHT, GANTT_NODE_WIDTH } from './ganttLayout';
import { ganttFontSize } from './ganttNodeText';
import type { GanttNodeItem } from './ganttView';

export type GanttFlowNode = Node<{ item: GanttNodeItem; onOpen: (item: GanttNodeItem) => void }, 'gantt'>;

const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none' } as const;

/**
 * One step: the service on its colour (spec 000 section 4), the misconfigured message as its tooltip.
 * A step that can be opened is a button (Enter or Space here; clicks come through GanttDiagram's
 * onNodeClick); the others are plain boxes.
 */
export function GanttNodeView({ data }: NodeProps<GanttFlowNode>) {
  const { t } = useTranslation();
  const { item, onOpen } = data;
  const { node, colors, statusName, selectable } = item;
  const tooltip = node.misconfiguredMessage !== null ? t('gantt.node.misconfigured', { message: node.misconfiguredMessage }) : undefined;
  const style = {
    width: GANTT_NODE_WIDTH,
    height: GANTT_NODE_HEIGHT,
    background: colors.background,
    color: colors.text,
    fontSize: ganttFontSize(node.serviceName),
    cursor: selectable ? 'pointer' : 'default',
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(item);
  };
  const body = (
    <>
      <span className="gantt-node__label">{node.serviceName}</span>
      {node.ticket && <span className="gantt-node__ticket">#{node.ticket.ticketId}</span>}
      {!node.ticket && node.misconfiguredMessage === null && <span className="p-hidden-accessible">{t('gantt.node.noTicket')}</span>}
      {tooltip && <span className="p-hidden-accessible">{tooltip}</span>}
    </>
  );
  return (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />
      {selectable && node.ticket ? (
        <div
          role="button"
          tabIndex={0}
          className="gantt-node gantt-node--selectable"
          style={style}
          aria-label={t('gantt.node.withTicket', { service: node.serviceName, ticketId: node.ticket.ticketId, status: statusName ?? '' })}
          onKeyDown={onKeyDown}
        >
          {body}
        </div>
      ) : (
        <div className="gantt-node" style={style} title={tooltip}>
          {body}
        </div>
      )}
      <Handle type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
    </>
  );
}
