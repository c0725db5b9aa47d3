import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** A custom field's edit and delete buttons, each naming the field for screen readers. */
export function FieldRowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1">
      <Button type="button" icon="pi pi-pencil" text rounded size="small" aria-label={t('catalogues.actions.edit', { name })} onClick={onEdit} />
      <Button type="button" icon="pi pi-trash" text rounded size="small" severity="danger" aria-label={t('catalogues.actions.delete', { name })} onClick={onDelete} />
    </span>
  );
}
