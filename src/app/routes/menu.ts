import { MENU_GROUPS, type MenuGroup, type RoleCode, type RouteEntry } from '../../core/routes/routeTypes';

export interface MenuItem {
  id: string;
  to: string;
  icon: string;
  title: string;
}

export interface MenuSection {
  group: MenuGroup;
  title: string;
  items: MenuItem[];
}

/**
 * The side menu from the route registry: an item shows only when the user holds one of its
 * permissions (and, where the route names roles, has one of them); items sorted by translated title.
 */
export function buildMenu(
  routes: readonly RouteEntry[],
  can: (permissions: readonly string[]) => boolean,
  role: RoleCode | string | null,
  translate: (key: string) => string,
  locale: string,
): MenuSection[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return MENU_GROUPS.map((group) => ({
    group,
    title: translate(`menu.groups.${group}`),
    items: routes
      .filter((r) => r.group === group && can(r.permissions) && (!r.roles || (role !== null && r.roles.includes(role as RoleCode))))
      .map((r) => ({ id: r.id, to: `/${r.path}`, icon: r.icon, title: translate(`routes.${r.id}`) }))
      .sort((a, b) => collator.compare(a.title, b.title)),
  })).filter((section) => section.items.length > 0);
}

/** The group holding the item of this address, if any (detail screens are in none). */
export function groupOfPath(sections: readonly MenuSection[], pathname: string): MenuGroup | null {
  return sections.find((section) => section.items.some((item) => item.to === pathname))?.group ?? null;
}

/** Lower case without accents, so "busqueda" finds "Búsqueda". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/** Menu items whose title or group holds every word of the query, those whose title alone does first, else in menu order; all of them for an empty query. */
export function searchMenu(sections: readonly MenuSection[], query: string): (MenuItem & { groupTitle: string })[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const found = sections.flatMap((section) =>
    section.items
      .filter((item) => words.every((word) => folded(`${item.title} ${section.title}`).includes(word)))
      .map((item) => ({ ...item, groupTitle: section.title })),
  );
  // A screen whose own name holds every word comes first: "búsqueda de tickets" is Ticket search, not Change
  // search in the Tickets group.
  const byTitle = (item: MenuItem) => (words.every((word) => folded(item.title).includes(word)) ? 0 : 1);
  return found.sort((a, b) => byTitle(a) - byTitle(b));
}
