import { useLocation } from 'react-router-dom';
import { useAccessList } from '../../auth/useAccessList';
import { CatalogueScreen } from '../../shared/catalogue/CatalogueScreen';
import type { BuiltCatalogue } from './builtCatalogues';
import { CATALOGUES } from './catalogues';

/** Every built catalogue route: the engine's screen for the catalogue of the path. */
export default function CatalogueRoute() {
  const { pathname } = useLocation();
  const access = useAccessList();
  const description = CATALOGUES[pathname.replace(/^\//, '') as BuiltCatalogue];
  // A remount per catalogue keeps one catalogue's grid state, dialogs and memory out of the next.
  return <CatalogueScreen key={description.routeId} description={description} canWrite={access.can([description.permissions.create])} />;
}
