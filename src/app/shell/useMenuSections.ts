import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessList } from '../../auth/useAccessList';
import { selectSessionUser } from '../../auth/sessionSlice';
import { useAppSelector } from '../../core/store/hooks';
import { ROUTES } from '../routes/routeScreens';
import { buildMenu, type MenuSection } from '../routes/menu';

/** The menu the signed-in user may open, in the current language: the side menu and the command palette share it. */
export function useMenuSections(): MenuSection[] {
  const { t, i18n } = useTranslation();
  const access = useAccessList();
  const user = useAppSelector(selectSessionUser);
  return useMemo(
    () => buildMenu(ROUTES, access.can, user?.role ?? null, t, i18n.language),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- access.can changes with access.permissions
    [access.permissions, user?.role, t, i18n.language],
  );
}
