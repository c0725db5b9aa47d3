import { ROUTE_TABLE } from '../core/routes/routeTable';
import type { RouteEntry } from '../core/routes/routeTypes';
import { useAppSelector } from '../core/store/hooks';
import { selectSessionUser } from './sessionSlice';
import { useAccessList } from './useAccessList';

/**
 * The route of an id when the signed-in user may open it, else null: one of its permissions and, where it
 * names roles, one of them (the side menu's rule), so a link into a screen shows only to whom it opens.
 * `asGuard` asks only what the route guard asks (one of its permissions): for a link the spec shows beyond the
 * menu's roles, as the ticket list's locations button to anyone with location search or create (000 section 2).
 */
export function useOpenableRoute({ asGuard = false }: { asGuard?: boolean } = {}): (routeId: string) => RouteEntry | null {
  const access = useAccessList();
  const role = useAppSelector(selectSessionUser)?.role ?? null;
  return (routeId) => {
    const entry = ROUTE_TABLE.find((r) => r.id === routeId);
    if (!entry || access.isLoading || !access.can(entry.permissions)) return null;
    return asGuard || !entry.roles || entry.roles.some((r) => r === role) ? entry : null;
  };
}
