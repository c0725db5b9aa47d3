import type { AuditRow, SearchAuditsApiArg } from '../../api/tags/inventory';
import { inventoryApi } from '../../api/tags/inventory';
import { useAccessList } from '../../auth/useAccessList';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { FormStep, ResourceDescription } from '../../shared/resource/resourceTypes';
import { named } from '../../shared/resource/texts';
import { LIMITS } from '../../shared/validation/limits';
import { auditColumns } from './auditColumns';
import { auditFilter, toAuditSearchArg, type AuditFilterValues } from './auditFilter';
import { AuditWorkDialog } from './AuditWorkDialog';
import { EMPTY_PLAN, planAuditSchema, planBody, type PlanAuditValues } from './planAudit';
import { PlanAuditFields } from './PlanAuditFields';

const ROUTE = 'auditReport';
const { endpoints } = inventoryApi;
const nameOf = (row: AuditRow) => `${row.auditId} ${row.placeName}`;

const plan: FormStep<null, PlanAuditValues> = {
  kind: 'form',
  header: (t) => t('audits.plan.title'),
  initialValues: () => EMPTY_PLAN,
  schema: planAuditSchema,
  Fields: PlanAuditFields,
  useSave: () => {
    const [create] = endpoints.createAudit.useMutation();
    return (values) => create({ auditCreateRequest: planBody(values) }).unwrap();
  },
  done: (t) => t('audits.plan.done'),
};

/**
 * assetManagementIT/AuditReport: the audits of warehouses and task forces (spec 001 sections 2 and 7), newest first with
 * their findings counted; plan one (type and place), then count, attach the report and close it in its dialog.
 */
const DESCRIPTION: ResourceDescription<AuditRow, AuditFilterValues, SearchAuditsApiArg> = {
  id: ROUTE,
  title: (t) => t(`routes.${ROUTE}`),
  rowKey: 'auditId',
  rowName: nameOf,
  columns: auditColumns,
  search: { endpoint: endpoints.searchAudits, toArg: toAuditSearchArg, pageSizes: LIMITS.audits.pageSizes, defaultSort: { field: 'createdDateTime', order: 'desc' } },
  filter: { description: auditFilter },
  pageActions: [{ id: 'plan', permissions: ['AuditCreate'], primary: true, label: (t) => t('audits.plan.action'), does: plan }],
  rowActions: [
    {
      id: 'open', permissions: null, icon: (row) => (row.status === 'Open' ? 'pi pi-list-check' : 'pi pi-eye'), label: named('audits.actions.open', nameOf),
      does: { kind: 'open', render: (row, onHide) => <AuditWorkDialog auditId={row.auditId} onHide={onHide} /> },
    },
  ],
  exports: (t) => ({ fileBaseName: t('audits.exportFileName') }),
  emptyMessage: (t) => t('audits.empty'),
};

export default function AuditReportPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={DESCRIPTION} can={can} />;
}
