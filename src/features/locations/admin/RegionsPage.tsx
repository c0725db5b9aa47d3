import { useAccessList } from '../../../auth/useAccessList';
import { CatalogueScreen } from '../../../shared/catalogue/CatalogueScreen';
import { REGIONS } from './placeCatalogues';

/** `regions`: the geography service's regions on the catalogue kit's screen. */
export default function RegionsPage() {
  const { can } = useAccessList();
  return <CatalogueScreen description={REGIONS} can={(permission) => can([permission])} />;
}
