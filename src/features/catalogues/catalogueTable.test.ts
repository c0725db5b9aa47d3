import { SANDBOX_SERVICES } from '../../../test/sandbox/services';
import { CATALOG_FAMILY_OPERATIONS } from '../../api/tags/catalog';
import { SCREENS } from '../../app/routes/routeScreens';
import {
  CATALOGUE_ROUTES, CATALOGUE_TABLE, catalogueOperations, cataloguePermissions, catalogueRouteId, NAMED_CATALOGUES, type CatalogueKey,
} from '../../core/routes/catalogueTable';
import { ROUTE_TABLE } from '../../core/routes/routeTable';
import type { CatalogueDescription } from '../../shared/catalogue/catalogueTypes';
import { CATALOGUES, RELATED_CATALOGUES } from './catalogues';
import { CODE_CATALOGUES } from './codeCatalogues';
import { REASON_FAMILIES } from './reasonCatalogues';
import { SERVICE_CATALOGUES } from './serviceCatalogues';

const DESCRIBED: Readonly<Record<string, CatalogueDescription>> = { ...CATALOGUES, ...CODE_CATALOGUES, ...SERVICE_CATALOGUES, ...REASON_FAMILIES, ...RELATED_CATALOGUES };
const routeOf = (key: CatalogueKey) => {
  const line = CATALOGUE_TABLE[key];
  return 'on' in line ? line.on : key;
};
const catalogueRoute = SCREENS[catalogueRouteId('impact')];

describe('the catalogue table', () => {
  it('gives the route table its catalogue routes, each opened by the catalogue\'s search permission', () => {
    const routes = ROUTE_TABLE.filter((r) => r.id.startsWith('catalog_'));
    expect(routes.map((r) => [r.id, r.path, r.icon, r.permissions])).toEqual(
      CATALOGUE_ROUTES.map(({ key, icon }) => [catalogueRouteId(key), key, icon, [cataloguePermissions(key).search]]),
    );
  });

  it('gives every catalogue the contract names a screen of the engine on its route, a description and a tag family', () => {
    expect(catalogueRoute).toBeDefined();
    for (const key of NAMED_CATALOGUES) {
      expect([key, SCREENS[catalogueRouteId(routeOf(key))]]).toEqual([key, catalogueRoute]);
      expect([key, DESCRIBED[key]?.routeId]).toEqual([key, catalogueRouteId(key)]);
      expect([key, DESCRIBED[key]?.permissions]).toEqual([key, cataloguePermissions(key)]);
      expect([key, CATALOG_FAMILY_OPERATIONS[CATALOGUE_TABLE[key].noun[0]]]).toEqual([key, expect.anything()]);
    }
  });

  it('leaves a catalogue without a contract on its coming-soon page, and gives one of another service its own screen', () => {
    const unnamed = CATALOGUE_ROUTES.map((r) => r.key).filter((key) => !(NAMED_CATALOGUES as readonly string[]).includes(key));
    const ownScreen = unnamed.filter((key) => 'ownScreen' in CATALOGUE_TABLE[key]);
    expect(unnamed).toContain('reportCatalogue');
    expect(ownScreen).toEqual(expect.arrayContaining(['regions', 'states', 'postalCodes', 'Indicators', 'Escalations', 'notification']));
    for (const key of unnamed) expect([key, SCREENS[catalogueRouteId(key)] !== undefined]).toEqual([key, ownScreen.includes(key)]);
  });

  it('names operations the sandbox answers for every catalogue the contract names', () => {
    const { handlers } = SANDBOX_SERVICES.catalog;
    for (const key of NAMED_CATALOGUES) {
      const { create, update, delete: remove } = catalogueOperations(key);
      expect([key, [create, update, remove].filter((name) => !(name in handlers))]).toEqual([key, []]);
    }
  });
});
