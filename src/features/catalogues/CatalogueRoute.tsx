import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAccessList } from '../../auth/useAccessList';
import { CatalogueFamilies, type CatalogueFamily } from '../../shared/catalogue/CatalogueFamilies';
import { CatalogueScreen } from '../../shared/catalogue/CatalogueScreen';
import type { CatalogueDescription, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { BUILT_ROUTES, catalogueRouteId, type BuiltRoute } from '../../core/routes/catalogueTable';
import { ROUTE_TABLE } from '../../core/routes/routeTable';
import { CATALOGUES, RELATED_CATALOGUES } from './catalogues';
import { CODE_CATALOGUES } from './codeCatalogues';
import { REASON_FAMILIES } from './reasonCatalogues';
import { SERVICE_CATALOGUES } from './serviceCatalogues';
import { StatusFlowPanel } from './StatusFlowPanel';

type Can = (permission: string) => boolean;

const screenFamily = (id: string, description: CatalogueDescription<CatalogueRow>, can: Can): CatalogueFamily => ({
  id,
  titleKey: description.titleKey ?? `routes.${description.routeId}`,
  permission: description.permissions.search,
  content: () => <CatalogueScreen description={description} can={can} />,
});

/** Every route the catalogue table names for the engine, described once (a route left out does not compile). */
const DESCRIPTIONS: Readonly<Record<BuiltRoute, CatalogueDescription<CatalogueRow>>> = { ...CATALOGUES, ...CODE_CATALOGUES, ...SERVICE_CATALOGUES };

/** Routes that reach related catalogues or views besides their own catalogue (the first family). */
const FAMILIES: Partial<Record<BuiltRoute, (can: Can) => CatalogueFamily[]>> = {
  equipmentType: (can) => [screenFamily('equipmentType', CATALOGUES.equipmentType, can), screenFamily('reparationType', RELATED_CATALOGUES.reparationType, can)],
  status: (can) => [
    screenFamily('status', CATALOGUES.status, can),
    { id: 'flow', titleKey: 'catalogues.families.statusFlow', permission: CATALOGUES.status.permissions.search, content: () => <StatusFlowPanel /> },
  ],
  changeStage: (can) => [screenFamily('changeStage', CATALOGUES.changeStage, can), screenFamily('changeStatus', CATALOGUES.changeStatus, can)],
  reasons: (can) => [screenFamily('reasons', CATALOGUES.reasons, can), ...Object.entries(REASON_FAMILIES).map(([id, family]) => screenFamily(id, family, can))],
};

/** The catalogue a path shows: its route's id names it (a catalogue's key is its path, but for create/criticality). */
const catalogueOfPath = (path: string): BuiltRoute | undefined => {
  const routeId = ROUTE_TABLE.find((entry) => entry.path === path)?.id;
  return BUILT_ROUTES.find((key) => catalogueRouteId(key) === routeId);
};

/** Every built catalogue route: the engine's screen for the catalogue of the path, with its related families where it has some. */
export default function CatalogueRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const access = useAccessList();
  const route = catalogueOfPath(pathname.replace(/^\//, '')) as BuiltRoute;
  const description = DESCRIPTIONS[route];
  const can: Can = (permission) => access.can([permission]);
  const families = FAMILIES[route];
  // A remount per catalogue keeps one catalogue's grid state, dialogs and memory out of the next.
  if (families) return <CatalogueFamilies key={route} families={families(can)} can={can} label={t('catalogues.families.label', { catalogue: t(`routes.${description.routeId}`) })} />;
  return <CatalogueScreen key={description.routeId} description={description} can={can} />;
}
