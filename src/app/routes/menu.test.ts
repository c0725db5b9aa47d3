import es from '../../shared/i18n/es.json';
import en from '../../shared/i18n/en.json';
import { buildMenu, groupOfPath, searchMenu, type MenuSection } from './menu';
import { ROUTE_TABLE } from '../../core/routes/routeTable';
import { MENU_GROUPS, type RouteEntry } from '../../core/routes/routeTypes';
import { ROUTES, SCREENS } from './routeScreens';

const translate = (dict: Record<string, any>) => (key: string) => key.split('.').reduce<any>((node, part) => node?.[part], dict) ?? key;

describe('route registry', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('attaches every screen to a route of the table', () => {
    const ids = new Set(ROUTE_TABLE.map((r) => r.id));
    expect(Object.keys(SCREENS).filter((id) => !ids.has(id))).toEqual([]);
    expect(ROUTES.map((r) => r.id)).toEqual(ROUTE_TABLE.map((r) => r.id));
    expect(ROUTES.find((r) => r.id === 'ticketSearch')?.screen).toBe(SCREENS.ticketSearch);
  });

  it('has a title in both languages for every route and menu group', () => {
    for (const dict of [es, en]) {
      const t = translate(dict);
      expect(ROUTES.filter((r) => t(`routes.${r.id}`) === `routes.${r.id}`).map((r) => r.id)).toEqual([]);
      expect(MENU_GROUPS.filter((g) => t(`menu.groups.${g}`) === `menu.groups.${g}`)).toEqual([]);
    }
  });

  it('holds the protected routes of spec 000 section 2', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of ['', 'requirement/find', 'requirement/re-assign', 'requirement/createTicket/incident', 'requirement/createTicket/service',
      'requirement/detail/:ticketId/:tab', 'requirement/odt/create', 'requirement/odt/search', 'requirement/odt/:id', 'massiveLoad/ExternalFile',
      'change/create', 'notifications', 'help/FAQs', 'reports', 'incidentReports/open', 'incidentReports/historical', 'exportTicketsReport',
      'expenseReport', 'recidivists', 'remoteWork', 'mayorIncident', 'KMDB', 'informativeModule/clients', 'informativeModule/workForce', 'ubications']) {
      expect(paths).toContain(p);
    }
  });
});

describe('buildMenu', () => {
  const route = (id: string, group: RouteEntry['group'], permissions: string[], roles?: RouteEntry['roles']): RouteEntry => ({
    id, path: id, icon: 'pi', group, permissions, roles,
  });
  const titles: Record<string, string> = { zeta: 'Zeta', alpha: 'Álvaro', beta: 'beta', hidden: 'Hidden', admin: 'Admin', detail: 'Detail' };
  const t = (key: string) => titles[key.replace('routes.', '')] ?? key;

  it('shows an item only with one of its permissions, sorted by translated title', () => {
    const routes = [route('zeta', 'tickets', []), route('alpha', 'tickets', ['A']), route('beta', 'tickets', ['B', 'A']), route('hidden', 'tickets', ['C'])];
    const menu = buildMenu(routes, (required) => required.length === 0 || required.some((p) => ['A'].includes(p)), 'DIS', t, 'es');
    expect(menu).toHaveLength(1);
    expect(menu[0]!.items.map((i) => i.title)).toEqual(['Álvaro', 'beta', 'Zeta']);
  });

  it('honours role lists and leaves detail routes out', () => {
    const routes = [route('admin', 'admin', [], ['ADM']), route('detail', null, [])];
    expect(buildMenu(routes, () => true, 'ENG', t, 'es')).toEqual([]);
    expect(buildMenu(routes, () => true, 'ADM', t, 'es')[0]!.items.map((i) => i.id)).toEqual(['admin']);
  });
});

describe('groupOfPath and searchMenu', () => {
  const sections: MenuSection[] = [
    { group: 'tickets', title: 'Tickets', items: [{ id: 'ticketSearch', to: '/requirement/find', icon: 'pi', title: 'Búsqueda de tickets' }] },
    { group: 'admin', title: 'Administración', items: [{ id: 'users', to: '/users', icon: 'pi', title: 'Usuarios' }, { id: 'impact', to: '/impact', icon: 'pi', title: 'Impacto' }] },
  ];

  it('finds the group of the current address, and none for a screen outside the menu', () => {
    expect(groupOfPath(sections, '/users')).toBe('admin');
    expect(groupOfPath(sections, '/requirement/detail/1/general')).toBeNull();
  });

  it('matches every word, ignoring case and accents, in the title or the group', () => {
    expect(searchMenu(sections, 'busqueda TICK').map((i) => i.id)).toEqual(['ticketSearch']);
    expect(searchMenu(sections, 'administración').map((i) => i.id)).toEqual(['users', 'impact']);
    expect(searchMenu(sections, 'usuarios impacto')).toEqual([]);
    expect(searchMenu(sections, '  ')).toHaveLength(3);
  });

  it('puts first the screens whose own name holds every word, before those matched through their group', () => {
    const tickets: MenuSection[] = [
      {
        group: 'tickets',
        title: 'Tickets',
        items: [
          { id: 'changeSearch', to: '/change/find', icon: 'pi', title: 'Búsqueda de cambios' },
          { id: 'ticketSearch', to: '/requirement/find', icon: 'pi', title: 'Búsqueda de tickets' },
        ],
      },
    ];
    expect(searchMenu(tickets, 'búsqueda de tickets').map((i) => i.id)).toEqual(['ticketSearch', 'changeSearch']);
    expect(searchMenu(tickets, 'búsqueda').map((i) => i.id)).toEqual(['changeSearch', 'ticketSearch']);
  });
});
