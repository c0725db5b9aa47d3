import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { useToast } from '../ui/ToastProvider';
import type { FormStep, PageAction, RowAction } from '../resource/resourceTypes';
import { named as namedRow } from '../resource/texts';
import { CatalogueFields } from './CatalogueFields';
import { catalogueBody, catalogueInitialValues, catalogueSchema, type CatalogueValues } from './catalogueSchema';
import type { CatalogueDescription, CatalogueRow } from './catalogueTypes';
import { ChildListDialog } from './ChildListDialog';
import { FieldListDialog } from './FieldListDialog';
import { useImageSaver } from './imageField';
import { RowFormDialog } from './RowFormDialog';
import { isTreeList, TreeDialog } from './tree/TreeDialog';

/** Whether the user holds one permission. */
type CanOne = (permission: string) => boolean;

const nameOf = (row: CatalogueRow) => row.name;
const named = (key: string) => namedRow(key, nameOf);

/** What the row's own forms edit goes back as read, so an edit here does not undo it. */
const keptOf = (keep: readonly string[], row: CatalogueRow | null) =>
  Object.fromEntries(row ? keep.map((name) => [name, (row as unknown as Record<string, unknown>)[name]]) : []);

/** Create and edit in one form drawn from the catalogue's fields; an image field is stored after the row. */
function catalogueForm<Row extends CatalogueRow>(description: CatalogueDescription<Row>, title: string): FormStep<Row | null, CatalogueValues> {
  const { fields, endpoints, bodies, keep = [] } = description;
  return {
    kind: 'form',
    header: (t, row) => (row ? t('catalogues.editTitle', { name: row.name }) : t('catalogues.createTitle', { catalogue: title })),
    initialValues: (row) => catalogueInitialValues(fields, row),
    schema: catalogueSchema(fields),
    Fields: ({ row }) => <CatalogueFields fields={fields} row={row} />,
    useSave: () => {
      const { t } = useTranslation();
      const toast = useToast();
      const errorMessage = useApiErrorMessage();
      const [create] = endpoints.create.useMutation();
      const [update] = endpoints.update.useMutation();
      const saveImage = useImageSaver(fields);
      return async (values, row) => {
        const body = { ...keptOf(keep, row), ...catalogueBody(fields, values, row?.id ?? null) };
        const saved = (await (row ? update({ [bodies.update]: body }) : create({ [bodies.create]: { ...description.createDefaults, ...body } })).unwrap()) as { data?: { id?: number } } | null;
        // The row is saved: a refused file is said apart, and the dialog still closes (saving again would add the row twice).
        try {
          await saveImage(values, row?.id ?? saved?.data?.id ?? 0);
        } catch (error) {
          toast({ severity: 'error', summary: t('catalogues.image.notSaved', { name: values.name }), detail: errorMessage(error) });
        }
      };
    },
    done: (t, values, row) => t(row ? 'catalogues.done.updated' : 'catalogues.done.created', { name: values.name }),
  };
}

/**
 * A catalogue's actions from its description: its child lists, field lists and row forms, edit, enable or
 * disable and delete on each row, and create on the page; each by the catalogue's permission for it
 * (spec 002 section 1: create does all where the catalogue names no update or delete of its own).
 */
export function catalogueActions<Row extends CatalogueRow>(description: CatalogueDescription<Row>, title: string, can: CanOne) {
  if (description.readOnly) return { rowActions: childActions(description, can), pageActions: [] };
  const { fields, endpoints, bodies, keep = [], permissions } = description;
  const { create, update = create, delete: remove = create } = permissions;
  const form = catalogueForm(description, title);
  const rowActions: RowAction<Row>[] = [
    ...childActions(description, can),
    ...(description.rowForms ?? []).map<RowAction<Row>>((rowForm) => ({
      id: `rowForm-${rowForm.id}`, permissions: [update], icon: rowForm.icon,
      label: named(`catalogues.rowForms.${rowForm.id}.open`), title: (t) => t(`catalogues.rowForms.${rowForm.id}.short`),
      does: { kind: 'open', render: (row, onHide) => <RowFormDialog form={rowForm} row={row} onHide={onHide} /> },
    })),
    { id: 'edit', permissions: [update], icon: 'pi pi-pencil', label: named('catalogues.actions.edit'), title: (t) => t('catalogues.actions.editShort'), does: form },
    {
      id: 'toggle', permissions: [update], icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
      label: (t, row) => t(row.enabled ? 'catalogues.actions.disable' : 'catalogues.actions.enable', { name: row.name }),
      title: (t, row) => t(row.enabled ? 'catalogues.actions.disableShort' : 'catalogues.actions.enableShort'),
      does: {
        kind: 'confirm',
        header: (t, row) => t(row.enabled ? 'catalogues.confirmDisable.header' : 'catalogues.confirmEnable.header'),
        message: (t, row) => t(row.enabled ? 'catalogues.confirmDisable.message' : 'catalogues.confirmEnable.message', { name: row.name }),
        confirmLabel: (t, row) => t(row.enabled ? 'catalogues.confirmDisable.confirm' : 'catalogues.confirmEnable.confirm'),
        icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
        useRun: () => {
          const [save] = endpoints.update.useMutation();
          return (row) => {
            const values = catalogueInitialValues(fields, row);
            return save({ [bodies.update]: { ...keptOf(keep, row), ...catalogueBody(fields, { ...values, enabled: !row.enabled }, row.id) } }).unwrap();
          };
        },
        done: (t, row) => t(row.enabled ? 'catalogues.done.disabled' : 'catalogues.done.enabled', { name: row.name }),
      },
    },
    {
      id: 'delete', permissions: [remove], icon: 'pi pi-trash', danger: true, label: named('catalogues.actions.delete'), title: (t) => t('catalogues.actions.deleteShort'),
      does: {
        kind: 'confirm', danger: true, icon: 'pi pi-trash',
        header: (t) => t('catalogues.confirmDelete.header'),
        message: named('catalogues.confirmDelete.message'),
        confirmLabel: (t) => t('catalogues.confirmDelete.confirm'),
        useRun: () => {
          const [erase] = endpoints.remove.useMutation();
          return (row) => erase({ id: row.id }).unwrap();
        },
        done: named('catalogues.done.deleted'),
      },
    },
  ];
  const pageActions: PageAction[] = [{ id: 'create', permissions: [create], primary: true, label: (t) => t('catalogues.create'), does: form }];
  return { rowActions, pageActions };
}

/** The row's child lists and field lists, open to everyone who sees the catalogue; adding needs the child's or the catalogue's create. */
function childActions<Row extends CatalogueRow>(description: CatalogueDescription<Row>, can: CanOne): RowAction<Row>[] {
  const canWrite = !description.readOnly && can(description.permissions.create);
  return [
    ...(description.children ?? []).map<RowAction<Row>>((list) => ({
      id: `children-${list.id}`, permissions: null, icon: list.icon ?? 'pi pi-sitemap',
      label: named(`catalogues.children.${list.id}.open`), title: (t) => t(`catalogues.children.${list.id}.short`),
      does: {
        kind: 'open',
        render: (row, onHide) =>
          isTreeList(list) ? (
            <TreeDialog list={list} root={row} canAdd={can(list.add.catalogue.permissions.create)} onHide={onHide} />
          ) : (
            <ChildListDialog list={list} parent={row} canAdd={list.add ? can(list.add.catalogue.permissions.create) : false} onHide={onHide} />
          ),
      },
    })),
    ...(description.fieldLists ?? []).map<RowAction<Row>>((list) => ({
      id: `fields-${list.id}`, permissions: null, icon: list.icon,
      label: named(`catalogues.fieldLists.${list.id}.open`), title: (t) => t(`catalogues.fieldLists.${list.id}.short`),
      does: { kind: 'open', render: (row, onHide) => <FieldListDialog list={list} parent={row} canWrite={canWrite} onHide={onHide} /> },
    })),
  ];
}
