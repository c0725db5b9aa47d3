import { useId, useRef } from 'react';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useTranslation } from 'react-i18next';
import type { AccountListItem } from '../../api/tags/security';

export type UserAction = 'edit' | 'toggle' | 'delete' | 'resetPassword' | 'email' | 'convert' | 'assignments' | 'details';

const ICONS: Record<UserAction, string> = {
  edit: 'pi pi-pencil', toggle: 'pi pi-ban', delete: 'pi pi-trash', resetPassword: 'pi pi-key', email: 'pi pi-envelope',
  convert: 'pi pi-sync', assignments: 'pi pi-sliders-h', details: 'pi pi-sitemap',
};

/** Edit at hand, every other action the user may take on the row in a menu; labels name the row's user. */
export function UserRowActions({ user, allowed, onAction }: { user: AccountListItem; allowed: readonly UserAction[]; onAction: (action: UserAction) => void }) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const name = user.fullName;
  const labelOf = (action: UserAction) => {
    if (action === 'toggle') return t(user.enabled ? 'users.actions.deactivate' : 'users.actions.reactivate');
    if (action === 'convert') return t(user.nonOperational ? 'users.actions.toOperative' : 'users.actions.toNonOperative');
    return t(`users.actions.${action}`);
  };
  const items: MenuItem[] = allowed.filter((a) => a !== 'edit').map((action) => ({
    label: labelOf(action), icon: action === 'toggle' && !user.enabled ? 'pi pi-check-circle' : ICONS[action], command: () => onAction(action),
  }));
  return (
    <span className="inline-flex gap-1">
      {allowed.includes('edit') && (
        <Button type="button" icon={ICONS.edit} text rounded size="small" aria-label={t('users.actions.editNamed', { name })} title={labelOf('edit')} onClick={() => onAction('edit')} />
      )}
      {items.length > 0 && (
        <>
          <Menu model={items} popup ref={menu} id={menuId} />
          <Button type="button" icon="pi pi-ellipsis-v" text rounded size="small" aria-label={t('users.actions.moreNamed', { name })} aria-haspopup="menu"
            aria-controls={menuId} onClick={(e) => menu.current?.toggle(e)} />
        </>
      )}
    </span>
  );
}
