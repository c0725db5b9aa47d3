import { useAccessList } from '../../../auth/useAccessList';
import { CatalogueScreen } from '../../../shared/catalogue/CatalogueScreen';
import { STATES } from './placeCatalogues';

/** `states`: the geography service's states on the catalogue kit's screen. */
export default function StatesPage() {
  const { can } = useAccessList();
  return <CatalogueScreen description={STATES} can={(permission) => can([permission])} />;
}
