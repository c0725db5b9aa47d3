import { geographyApi, type SearchWorkZonesApiArg, type WorkZoneRecordRead as WorkZone } from '../../../api/tags/geography';
import { useAccessList } from '../../../auth/useAccessList';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { ConfirmStep, FormStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { LIMITS } from '../../../shared/validation/limits';
import { workZoneColumns } from './workZoneColumns';
import { WorkZoneFields } from './WorkZoneFields';
import { toWorkZoneSearchArg, workZoneFilter, type WorkZoneFilterValues } from './workZoneFilter';
import { EMPTY_WORK_ZONE, workZoneBody, workZoneSchema, workZoneValues, type WorkZoneValues } from './workZoneSchema';

const WRITE = ['LocationCreate'];
const { endpoints } = geographyApi;
const nameOf = (row: WorkZone) => row.name;

const form: FormStep<WorkZone | null, WorkZoneValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('geography.workZones.editTitle', { name: row.name }) : t('geography.workZones.createTitle')),
  initialValues: (row) => (row ? workZoneValues(row) : EMPTY_WORK_ZONE),
  schema: workZoneSchema,
  Fields: WorkZoneFields,
  useSave: createOrUpdate({
    create: endpoints.createWorkZone,
    createArg: (values: WorkZoneValues) => ({ workZoneWrite: workZoneBody(values) }),
    update: endpoints.updateWorkZone,
    updateArg: (values, row: WorkZone) => ({ workZoneUpdate: { ...workZoneBody(values), id: row.id, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('geography.workZones.done.created', 'geography.workZones.done.updated', (values) => values.name),
};

const remove: ConfirmStep<WorkZone> = {
  kind: 'confirm',
  header: (t) => t('geography.workZones.confirmDelete.header'),
  message: (t, row) => t('geography.workZones.confirmDelete.message', { name: row.name, engineer: row.userFullName }),
  confirmLabel: (t) => t('geography.workZones.confirmDelete.confirm'),
  icon: () => 'pi pi-trash',
  useRun: () => {
    const [run] = endpoints.deleteWorkZone.useMutation();
    return (row) => run({ id: row.id }).unwrap();
  },
  done: (t, row) => t('geography.workZones.done.deleted', { name: row.name }),
};

/**
 * `ubications/workForce` (the spec names the route only): the task forces' work zones, which engineer covers which
 * postal codes (spec 002 section 7, "POST work zones" and "responsibles by post code"); a code searched shows who covers it.
 */
const WORK_ZONES: ResourceDescription<WorkZone, WorkZoneFilterValues, SearchWorkZonesApiArg> = {
  id: 'locationsWorkForce',
  title: (t) => t('routes.locationsWorkForce'),
  rowKey: 'id',
  rowName: nameOf,
  columns: workZoneColumns,
  search: { endpoint: endpoints.searchWorkZones, toArg: toWorkZoneSearchArg, pageSizes: LIMITS.locations.pageSizes, defaultSort: { field: 'name', order: 'asc' } },
  filter: { description: workZoneFilter, remember: true },
  pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('geography.workZones.create'), does: form }],
  rowActions: [
    { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('geography.workZones.actions.edit', nameOf), does: form },
    { id: 'delete', permissions: WRITE, icon: 'pi pi-trash', label: named('geography.workZones.actions.delete', nameOf), does: remove },
  ],
  exports: (t) => ({ fileBaseName: t('routes.locationsWorkForce'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('geography.workZones.empty'),
};

export default function WorkZonesPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={WORK_ZONES} can={can} />;
}
