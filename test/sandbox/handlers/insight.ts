import { indicatorHandlers } from '../insight/indicatorHandlers';
import { kpiHandlers } from '../insight/kpiHandlers';
import { surveyHandlers } from '../insight/surveyHandlers';
import { surveysOf } from '../insight/surveyState';
import { insightOf } from '../insight/state';
import type { SandboxService } from '../runtime';

/** The insight service: KPIs (groups, parameters, results), the traffic-light bands and the surveys. */
export const insightService: SandboxService = {
  handlers: { ...kpiHandlers, ...indicatorHandlers, ...surveyHandlers },
  state: [insightOf, surveysOf],
};
