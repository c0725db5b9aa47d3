import { useId, useRef } from 'react';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './resourceTypes';

/** How many buttons a row of these actions shows at the most: one each, and one for the "more" menu (for the column's width). */
export const rowActionButtons = <Row,>(actions: readonly RowAction<Row>[]) =>
  actions.filter((action) => !action.inMenu).length + (actions.some((action) => action.inMenu) ? 1 : 0);

const iconOf = <Row,>(action: RowAction<Row>, row: Row) => (typeof action.icon === 'function' ? action.icon(row) : action.icon);

interface ResourceRowActionsProps<Row> {
  row: Row;
  /** The actions the user may take (already narrowed by permission). */
  actions: readonly RowAction<Row>[];
  /** The "more" button's accessible name, naming the row. */
  moreLabel: string;
  onChoose: (action: RowAction<Row>) => void;
}

/** One row's actions: a compact button each, those marked `inMenu` in a "more" menu; every name says which row. */
export function ResourceRowActions<Row>({ row, actions, moreLabel, onChoose }: ResourceRowActionsProps<Row>) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const applying = actions.filter((action) => !action.when || action.when(row));
  const listed: MenuItem[] = applying
    .filter((action) => action.inMenu)
    .map((action) => ({ label: (action.title ?? action.label)(t, row), icon: iconOf(action, row), command: () => onChoose(action) }));
  return (
    <span className="inline-flex gap-1">
      {applying
        .filter((action) => !action.inMenu)
        .map((action) => (
          <Button
            key={action.id}
            type="button"
            icon={iconOf(action, row)}
            text
            rounded
            size="small"
            severity={action.danger ? 'danger' : undefined}
            aria-label={action.label(t, row)}
            title={action.title?.(t, row)}
            onClick={() => onChoose(action)}
          />
        ))}
      {listed.length > 0 && (
        <>
          <Menu model={listed} popup ref={menu} id={menuId} />
          <Button type="button" icon="pi pi-ellipsis-v" text rounded size="small" aria-label={moreLabel} aria-haspopup="menu" aria-controls={menuId}
            onClick={(event) => menu.current?.toggle(event)} />
        </>
      )}
    </span>
  );
}
