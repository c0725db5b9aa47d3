import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  name: string;
  enabled: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** Edit, enable or disable, and delete one row; each button names the row for screen readers. */
export function RowActions({ name, enabled, onEdit, onToggle, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1">
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
      <Button type="button" icon="pi pi-trash" text rounded size="small" severity="danger" aria-label={t('catalogues.actions.delete', { name })} title={t('catalogues.actions.deleteShort')} onClick={onDelete} />
    </span>
  );
}
