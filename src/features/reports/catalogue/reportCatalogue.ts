import { ROUTE_TABLE } from '../../../core/routes/routeTable';
import type { RouteEntry } from '../../../core/routes/routeTypes';

/** The reports a user may run: the routes of the reports menu and its incident-report submenu they hold a permission of, /reports aside. */
export const runnableReports = (can: (permissions: readonly string[]) => boolean): RouteEntry[] =>
  ROUTE_TABLE.filter((route) => (route.group === 'reports' || route.group === 'incidentReports') && route.id !== 'reports' && can(route.permissions));
