import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuGroup } from '../../core/routes/routeTypes';
import { screenStringsLoaded } from '../../shared/i18n/i18n';
import { afterPaint } from '../../shared/ui/firstPaint/afterPaint';
import { groupOfPath, type MenuSection } from '../routes/menu';
import { SHELL } from './shellLayout';
import { useMenuSections } from './useMenuSections';

/**
 * Collapsible side menu: 275 px open, icons only when closed; groups of spec 000 section 2. Each group
 * folds (the administrator's menu holds some 130 links): the current screen's group opens, the others
 * start folded.
 */
export function SideMenu({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const sections = useMenuSections();
  const { pathname } = useLocation();
  const current = groupOfPath(sections, pathname);
  // Only the user's own folds and unfolds are kept; any other group is open exactly while it holds the current screen.
  const [chosen, setChosen] = useState<ReadonlyMap<MenuGroup, boolean>>(new Map());
  const isUnfolded = (group: MenuGroup) => chosen.get(group) ?? group === current;
  const toggle = (group: MenuGroup) => setChosen((groups) => new Map(groups).set(group, !(groups.get(group) ?? group === current)));
  const drawn = sections.length > 0;
  // The screens' strings, once the menu is painted: the first screen chosen from it finds them fetched, and neither
  // the sign-in page nor the home waits for them (a screen opened earlier, by its address, asks for them itself).
  useEffect(() => (drawn ? afterPaint(() => void screenStringsLoaded().catch(() => undefined)) : undefined), [drawn]);

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
          <MenuGroupItem key={section.group} section={section} open={open} unfolded={isUnfolded(section.group)} onToggle={() => toggle(section.group)} />
        ))}
      </ul>
      <p className="text-xs text-600 px-3 py-2 m-0 border-top-1 surface-border">{t('menu.version', { version: __APP_VERSION__ })}</p>
    </nav>
  );
}

function MenuGroupItem({ section, open, unfolded, onToggle }: { section: MenuSection; open: boolean; unfolded: boolean; onToggle: () => void }) {
  const listId = `menu-${section.group}`;
  return (
    <li className="mt-2">
      <h2 className="m-0">
        <button
          type="button"
          id={`${listId}-toggle`}
          className="w-full flex align-items-center gap-2 px-2 py-2 border-none border-round bg-transparent cursor-pointer text-xs font-semibold uppercase text-700 hover:surface-hover"
          aria-expanded={unfolded}
          aria-controls={listId}
          title={open ? undefined : section.title}
          onClick={onToggle}
        >
          <span className={`pi ${unfolded ? 'pi-chevron-down' : 'pi-chevron-right'} text-xs`} aria-hidden="true" />
          <span className={open ? 'flex-1 text-left' : 'p-hidden-accessible'}>{section.title}</span>
        </button>
      </h2>
      <ul id={listId} className="list-none p-0 m-0" aria-labelledby={`${listId}-toggle`} hidden={!unfolded}>
        {section.items.map((item) => (
          <li key={item.id}>
            <NavLink to={item.to} end className={menuLinkClass} title={open ? undefined : item.title}>
              <span className={item.icon} aria-hidden="true" />
              <span className={open ? '' : 'p-hidden-accessible'}>{item.title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function menuLinkClass({ isActive }: { isActive: boolean }): string {
  return `flex align-items-center gap-2 px-2 py-2 border-round no-underline text-900 hover:surface-hover ${isActive ? 'surface-200 font-semibold' : ''}`;
}
