import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/dialogs/FormDialog';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { RequestError } from '../../ui/RequestError';
import { useToast } from '../../ui/ToastProvider';
import { CatalogueFields } from '../CatalogueFields';
import { catalogueBody, catalogueInitialValues, catalogueSchema, type CatalogueValues } from '../catalogueSchema';
import type { CatalogueChildList, CatalogueRow } from '../catalogueTypes';
import { buildTree, type TreeNode } from './buildTree';
import type { TreeOption } from './types';
import './tree.css';
import { rowValue } from '../rowValue';

/** A tree list always adds: a tree is grown one child at a time. */
export type TreeChildList = CatalogueChildList & { tree: TreeOption; add: NonNullable<CatalogueChildList['add']> };

export const isTreeList = (list: CatalogueChildList): list is TreeChildList => list.tree !== undefined && list.add !== undefined;

interface TreeDialogProps {
  list: TreeChildList;
  root: CatalogueRow;
  canAdd: boolean;
  onHide: () => void;
}

const levelOf = (row: CatalogueRow, field: string) => Number(rowValue(row, field) ?? 1);

/** A root row's descendants as a tree; with `add`, a child is added under the root or any node above the deepest level. */
export function TreeDialog({ list, root, canAdd, onHide }: TreeDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const rows = list.rows.useQuery({ id: root.id });
  const [parent, setParent] = useState<CatalogueRow | null>(null);
  const { add } = list;
  const [create] = add.catalogue.endpoints.create.useMutation();
  const fields = useMemo(() => add.catalogue.fields.filter((f) => f.name !== add.parentField), [add]);
  const schema = useMemo(() => catalogueSchema(fields), [fields]);
  const nodes = useMemo(() => buildTree(rows.data?.data ?? [], root.id, list.tree.parentField), [rows.data, root.id, list.tree.parentField]);
  const title = t(`catalogues.children.${list.id}.title`, { name: root.name });

  const save = async (values: CatalogueValues) => {
    await create({ [add.catalogue.bodies.create]: { ...catalogueBody(fields, values, null), [add.parentField]: parent!.id } }).unwrap();
    rows.refetch();
    toast({ severity: 'success', summary: t('catalogueTools.tree.added', { name: values.name, parent: parent!.name }) });
  };
  const addButton = (row: CatalogueRow) =>
    canAdd && levelOf(row, list.tree.levelField) < list.tree.maxLevel ? (
      <Button type="button" icon="pi pi-plus" text size="small" label={t('catalogueTools.tree.addShort')} aria-label={t('catalogueTools.tree.add', { name: row.name })} onClick={() => setParent(row)} />
    ) : null;
  const branch = (items: TreeNode[]) => (
    <ul className="catalogue-tree">
      {items.map((node) => (
        <li key={node.row.id}>
          <span className="catalogue-tree-node">
            <span>{node.row.name}</span>
            {!node.row.enabled && <span className="text-600">({t('catalogues.flags.disabled')})</span>}
            {addButton(node.row)}
          </span>
          {node.children.length > 0 && branch(node.children)}
        </li>
      ))}
    </ul>
  );

  return (
    <ModalDialog header={title} onHide={onHide} width="44rem" footer={<Button type="button" label={t('catalogueTools.tree.close')} outlined onClick={onHide} />}>
      <RequestError error={rows.error} onRetry={rows.refetch} />
      <ul className="catalogue-tree catalogue-tree-root" aria-label={title} aria-busy={rows.isFetching}>
        <li>
          <span className="catalogue-tree-node font-semibold">
            <span>{root.name}</span>
            {addButton(root)}
          </span>
          {nodes.length > 0 ? branch(nodes) : !rows.isFetching && !rows.error && <p className="m-0 ml-4">{t(`catalogues.children.${list.id}.empty`)}</p>}
        </li>
      </ul>
      {parent && (
        <FormDialog<CatalogueValues>
          header={t('catalogueTools.tree.addTitle', { name: parent.name })}
          initialValues={catalogueInitialValues(fields, null)}
          schema={schema}
          onSubmit={save}
          onHide={() => setParent(null)}
        >
          <CatalogueFields fields={fields} />
        </FormDialog>
      )}
    </ModalDialog>
  );
}
