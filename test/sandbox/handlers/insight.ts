import { indicatorHandlers } from '../insight/indicatorHandlers';
import { kpiHandlers } from '../insight/kpiHandlers';
import { insightOf } from '../insight/state';
import type { SandboxService } from '../runtime';

/** The insight service: KPIs (groups, parameters, results) and the traffic-light bands. */
export const insightService: SandboxService = {
  handlers: { ...kpiHandlers, ...indicatorHandlers },
  state: [insightOf],
};
