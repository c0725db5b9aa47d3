export type RoleCode = 'ADM' | 'DIS' | 'SUP' | 'ENG' | 'WAD' | 'CWR' | 'CRE' | 'LAT' | 'LAD';

/** Side-menu groups of spec 000 section 2, in menu order. */
export const MENU_GROUPS = [
  'tickets', 'configurationComponents', 'shipments', 'locations', 'supplies', 'assetManagement', 'kits', 'admin',
  'informativeModule', 'reports', 'incidentReports', 'knowledgeBase', 'surveys', 'help',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A route as the route table describes it: everything but its screen (src/app/routes/routeScreens.ts adds that). */
export interface RouteEntry {
  /** Stable id; also the translation key of the title (routes.<id>). */
  id: string;
  /** react-router path, without the leading slash ('' is home). */
  path: string;
  /** PrimeIcons class. */
  icon: string;
  /** Menu group; null keeps the route out of the menu (detail screens, home). */
  group: MenuGroup | null;
  /** Any one of these permissions opens the route; an empty list needs only a signed-in user. */
  permissions: string[];
  /** When set, only these roles see the menu item (spec 000 section 6 examples). */
  roles?: RoleCode[];
  /** The issue that brings the screen, shown on the coming-soon page (until then the route has no screen). */
  comingWith?: string;
}
