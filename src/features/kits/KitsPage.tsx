import type { TFunction } from 'i18next';
import { productApi, type KitRead as Kit, type SearchKitsApiArg } from '../../api/tags/product';
import { useAccessList } from '../../auth/useAccessList';
import { KIT_STATE_RULES } from '../../domain/kits/kitStates';
import type { ExportLabels } from '../../shared/export';
import { sentVersion } from '../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ConfirmStep, FormStep, ResourceDescription } from '../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../shared/resource/saveSteps';
import { named } from '../../shared/resource/texts';
import { LIMITS } from '../../shared/validation/limits';
import { kitColumns } from './kitColumns';
import { KitDetailDialog } from './KitDetailDialog';
import { KitFields } from './KitFields';
import { kitFilter, toKitSearchArg, type KitFilterValues } from './kitFilter';
import { EMPTY_KIT, kitCreateBody, kitCreateSchema, kitUpdateSchema, kitValues, type KitValues } from './kitSchema';

const { endpoints } = productApi;
const nameOf = (row: Kit) => `${row.number} ${row.name}`;
const columns = (t: TFunction, labels: ExportLabels) => kitColumns<Kit>(t, labels, (row) => row.components.length, t('kits.fields.place'));

const create: FormStep<Kit | null, KitValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('kits.editTitle', { name: nameOf(row) }) : t('kits.createTitle')),
  initialValues: (row) => (row ? kitValues(row) : EMPTY_KIT),
  schema: kitCreateSchema,
  Fields: KitFields,
  width: '40rem',
  useSave: createOrUpdate({
    create: endpoints.createKit,
    createArg: (values: KitValues) => ({ kitCreate: kitCreateBody(values) }),
    update: endpoints.updateKit,
    updateArg: (values, row: Kit) => ({ kitUpdate: { kitId: row.kitId, name: values.name, description: values.description, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('kits.done.created', 'kits.done.updated', (values) => values.name),
};

/** The edit changes the texts alone: its components change in the detail. */
const edit: FormStep<Kit | null, KitValues> = { ...create, schema: kitUpdateSchema };

/** A state step asked before it runs (complete, disassemble). */
const step = (id: 'complete' | 'disassemble', endpoint: typeof endpoints.completeKit): ConfirmStep<Kit> => ({
  kind: 'confirm',
  header: (t) => t(`kits.confirm.${id}.header`),
  message: (t, row) => t(`kits.confirm.${id}.message`, { name: nameOf(row) }),
  confirmLabel: (t) => t(`kits.confirm.${id}.confirm`),
  danger: id === 'disassemble',
  useRun: () => {
    const [run] = endpoint.useMutation();
    return (row) => run({ id: row.kitId }).unwrap();
  },
  done: (t, row) => t(`kits.done.${id}`, { name: nameOf(row) }),
});

/**
 * /kits: the kit register (spec 001 sections 2 and 3): number, name, description, state, components and place;
 * built at a warehouse from components picked by serial, edited, completed to ship, taken apart; each kit's
 * detail lists its components and history. States and what each allows: src/domain/kits/kitStates.ts.
 */
const KITS: ResourceDescription<Kit, KitFilterValues, SearchKitsApiArg> = {
  id: 'kits',
  title: (t) => t('routes.kits'),
  rowKey: 'kitId',
  rowName: nameOf,
  columns,
  search: { endpoint: endpoints.searchKits, toArg: toKitSearchArg, pageSizes: LIMITS.kits.pageSizes, defaultSort: { field: 'number', order: 'asc' } },
  filter: { description: kitFilter, remember: true },
  pageActions: [{ id: 'create', permissions: ['KitCreate'], primary: true, label: (t) => t('kits.create'), does: create }],
  rowActions: [
    { id: 'detail', permissions: null, icon: 'pi pi-eye', label: named('kits.actions.detail', nameOf), does: { kind: 'open', render: (row, onHide) => <KitDetailDialog kitId={row.kitId} onHide={onHide} /> } },
    { id: 'edit', permissions: ['KitUpdate'], icon: 'pi pi-pencil', label: named('kits.actions.edit', nameOf), when: (row) => row.state !== 'Disassembled', does: edit },
    {
      id: 'complete', permissions: ['KitUpdate'], icon: 'pi pi-check', label: named('kits.actions.complete', nameOf), inMenu: true,
      when: (row) => KIT_STATE_RULES[row.state].complete, does: step('complete', endpoints.completeKit),
    },
    {
      id: 'disassemble', permissions: ['KitUpdate'], icon: 'pi pi-th-large', label: named('kits.actions.disassemble', nameOf), inMenu: true, danger: true,
      when: (row) => KIT_STATE_RULES[row.state].disassemble, does: step('disassemble', endpoints.disassembleKit),
    },
  ],
  exports: (t) => ({ fileBaseName: t('routes.kits'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('kits.empty'),
};

export default function KitsPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={KITS} can={can} />;
}
