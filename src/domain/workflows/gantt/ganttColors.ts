import type { TicketStatus } from '../../../api/tags/catalog';
import { readableTextOn } from '../../../shared/ui/StatusChip';
import type { GanttNode } from './ganttGraph';
import type { NameById } from '../../tickets/status/statusNames';

/** Gantt colouring (spec 000 section 4). */
export const GANTT_MISCONFIGURED_COLOR = '#a62520';
export const GANTT_NO_RESULTS_COLOR = '#939393';
/** Programmed (14) and Reassign (38) are left out of the legend. */
export const GANTT_LEGEND_EXCLUDED_STATUS_IDS: readonly number[] = [14, 38];

export interface NodeColors {
  background: string;
  text: '#000000' | '#ffffff';
}

type NodeState = 'status' | 'misconfigured' | 'noResults';

function withHash(hex: string): string {
  return hex.startsWith('#') ? hex : `#${hex}`;
}

/** What decides a node's colour: a misconfigured service, no ticket (no results), or its ticket's status. */
function nodeState(node: GanttNode): NodeState {
  if (node.misconfiguredMessage !== null) return 'misconfigured';
  return node.ticket ? 'status' : 'noResults';
}

/** A node's background and the readable text colour on it; a status missing from the catalogue counts as no results. */
export function nodeColors(node: GanttNode, statusColor: ReadonlyMap<number, string>): NodeColors {
  const state = nodeState(node);
  const status = node.ticket ? statusColor.get(node.ticket.ticketStatusId) : undefined;
  const background =
    state === 'misconfigured' ? GANTT_MISCONFIGURED_COLOR : state === 'status' && status ? withHash(status) : GANTT_NO_RESULTS_COLOR;
  return { background, text: readableTextOn(background) };
}

export interface LegendEntry {
  key: string;
  label: string;
  color: string;
}

/** The legend of an order's diagram: statuses enabled for display except 14 and 38, then misconfigured and no results. */
export function legendEntries(
  statuses: readonly TicketStatus[],
  labels: { statusName: NameById; misconfigured: string; noResults: string },
): LegendEntry[] {
  return [
    ...statuses
      .filter((s) => s.enabled && !GANTT_LEGEND_EXCLUDED_STATUS_IDS.includes(s.id))
      .map((s) => ({ key: `status-${s.id}`, label: labels.statusName(s.id, s.name), color: withHash(s.hexColor) })),
    { key: 'misconfigured', label: labels.misconfigured, color: GANTT_MISCONFIGURED_COLOR },
    { key: 'noResults', label: labels.noResults, color: GANTT_NO_RESULTS_COLOR },
  ];
}
