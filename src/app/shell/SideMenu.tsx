import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAccessList } from '../../auth/useAccessList';
import { selectSessionUser } from '../../auth/sessionSlice';
import { useAppSelector } from '../../core/store/hooks';
import { ROUTES } from '../routes/routeScreens';
import { buildMenu } from '../routes/menu';
import { SHELL } from './shellLayout';

/** Collapsible side menu: 275 px open, icons only when closed; groups of spec 000 section 2. */
export function SideMenu({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation();
  const access = useAccessList();
  const user = useAppSelector(selectSessionUser);
  const sections = useMemo(
    () => buildMenu(ROUTES, access.can, user?.role ?? null, t, i18n.language),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- access.can changes with access.permissions
    [access.permissions, user?.role, t, i18n.language],
  );

  return (
    <nav
      id="side-menu"
      aria-label={t('menu.label')}
      className="surface-section border-right-1 surface-border flex flex-column h-full overflow-y-auto"
      style={{ width: open ? SHELL.menuOpenWidth : SHELL.menuClosedWidth, transition: 'width 0.15s' }}
    >
      <ul className="list-none p-2 m-0 flex-grow-1">
        <li>
          <NavLink to="/" end className={menuLinkClass} title={open ? undefined : t('routes.home')}>
            <span className="pi pi-home" aria-hidden="true" />
            <span className={open ? '' : 'p-hidden-accessible'}>{t('routes.home')}</span>
          </NavLink>
        </li>
        {sections.map((section) => (
          <li key={section.group} className="mt-3">
            <h2 className={open ? 'text-xs font-semibold uppercase text-600 px-2 mb-1 mt-0' : 'p-hidden-accessible'} id={`menu-${section.group}`}>
              {section.title}
            </h2>
            <ul className="list-none p-0 m-0" aria-labelledby={`menu-${section.group}`}>
              {section.items.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.to} className={menuLinkClass} title={open ? undefined : item.title}>
                    <span className={item.icon} aria-hidden="true" />
                    <span className={open ? '' : 'p-hidden-accessible'}>{item.title}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="text-xs text-600 px-3 py-2 m-0 border-top-1 surface-border">{t('menu.version', { version: __APP_VERSION__ })}</p>
    </nav>
  );
}

function menuLinkClass({ isActive }: { isActive: boolean }): string {
  return `flex align-items-center gap-2 px-2 py-2 border-round no-underline text-900 hover:surface-hover ${isActive ? 'surface-200 font-semibold' : ''}`;
}
