import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** A button of the row that opens something of its own (a child list, its fields, a form). */
export interface RowOpener {
  id: string;
  icon: string;
  /** The accessible name, naming the row. */
  label: string;
  /** The tooltip. */
  title: string;
  onClick: () => void;
}

interface RowActionsProps {
  name: string;
  enabled: boolean;
  /** Edit and enable or disable: only for a user who may update the catalogue. */
  canEdit: boolean;
  /** Delete: only for a user who may delete from it. */
  canDelete: boolean;
  /** The row's own lists and forms, each opened by its own button. */
  openers: readonly RowOpener[];
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** How many buttons RowActions draws: the row's openers, edit and enable/disable, delete (for its column's width). */
export const rowActionCount = (openers: number, canEdit: boolean, canDelete: boolean) => openers + (canEdit ? 2 : 0) + (canDelete ? 1 : 0);

/** One row's actions; each button names the row for screen readers. */
export function RowActions({ name, enabled, canEdit, canDelete, openers, onEdit, onToggle, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1">
      {openers.map((opener) => (
        <Button key={opener.id} type="button" icon={opener.icon} text rounded size="small" aria-label={opener.label} title={opener.title} onClick={opener.onClick} />
      ))}
      {canEdit && (
        <>
          <Button type="button" icon="pi pi-pencil" text rounded size="small" aria-label={t('catalogues.actions.edit', { name })} title={t('catalogues.actions.editShort')} onClick={onEdit} />
          <Button
            type="button"
            icon={enabled ? 'pi pi-ban' : 'pi pi-check-circle'}
            text
            rounded
            size="small"
            aria-label={t(enabled ? 'catalogues.actions.disable' : 'catalogues.actions.enable', { name })}
            title={t(enabled ? 'catalogues.actions.disableShort' : 'catalogues.actions.enableShort')}
            onClick={onToggle}
          />
        </>
      )}
      {canDelete && (
        <Button type="button" icon="pi pi-trash" text rounded size="small" severity="danger" aria-label={t('catalogues.actions.delete', { name })} title={t('catalogues.actions.deleteShort')} onClick={onDelete} />
      )}
    </span>
  );
}
