import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { CatalogueChildList } from './catalogueTypes';

interface RowActionsProps {
  name: string;
  enabled: boolean;
  /** Edit, enable or disable, and delete: only for a user who may write. */
  canWrite: boolean;
  /** The row's child lists, each opened by its own button. */
  childLists: readonly CatalogueChildList[];
  onChildren: (list: CatalogueChildList) => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One row's actions; each button names the row for screen readers. */
export function RowActions({ name, enabled, canWrite, childLists, onChildren, onEdit, onToggle, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex gap-1">
      {childLists.map((list) => (
        <Button
          key={list.id}
          type="button"
          icon={list.icon ?? 'pi pi-sitemap'}
          text
          rounded
          size="small"
          aria-label={t(`catalogues.children.${list.id}.open`, { name })}
          title={t(`catalogues.children.${list.id}.short`)}
          onClick={() => onChildren(list)}
        />
      ))}
      {canWrite && (
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
          <Button type="button" icon="pi pi-trash" text rounded size="small" severity="danger" aria-label={t('catalogues.actions.delete', { name })} title={t('catalogues.actions.deleteShort')} onClick={onDelete} />
        </>
      )}
    </span>
  );
}
