import { ticketApi, useDeleteEscalationMutation, type EscalationRead as Escalation, type SearchEscalationsApiArg } from '../../api/tags/ticket';
import { useAccessList } from '../../auth/useAccessList';
import { sentVersion } from '../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { FormStep, ResourceDescription } from '../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../shared/resource/saveSteps';
import { named } from '../../shared/resource/texts';
import { LIMITS } from '../../shared/validation/limits';
import { escalationColumns } from './rules/escalationColumns';
import { EscalationFields } from './rules/EscalationFields';
import { escalationFilter, toEscalationSearchArg, type EscalationFilterValues } from './rules/escalationFilter';
import { EMPTY_ESCALATION, escalationBody, escalationSchema, escalationValues, type EscalationValues } from './rules/escalationSchema';
import { SentEscalationsDialog } from './sent/SentEscalationsDialog';

const WRITE = ['CatalogEscalationsCreate'];
const nameOf = (rule: Escalation) => rule.name;

const form: FormStep<Escalation | null, EscalationValues> = {
  kind: 'form',
  header: (t, rule) => (rule ? t('escalations.editTitle', { name: rule.name }) : t('escalations.createTitle')),
  initialValues: (rule) => (rule ? escalationValues(rule) : EMPTY_ESCALATION),
  schema: escalationSchema,
  Fields: EscalationFields,
  width: '56rem',
  useSave: createOrUpdate({
    create: ticketApi.endpoints.createEscalation,
    createArg: (values: EscalationValues) => ({ escalationFields: escalationBody(values) }),
    update: ticketApi.endpoints.updateEscalation,
    updateArg: (values, rule: Escalation) => ({ escalationUpdateRequest: { ...escalationBody(values), id: rule.id, rowVersion: sentVersion(values) } }),
  }),
  done: savedToast('catalogues.done.created', 'catalogues.done.updated', (values) => values.name),
};

/**
 * `Escalations` (admin): who is told when a client's tickets stay too long in a status or spend their SLA, by
 * service and criticality, in up to five levels; and the escalations already sent.
 */
const ESCALATIONS: ResourceDescription<Escalation, EscalationFilterValues, SearchEscalationsApiArg> = {
  id: 'escalations',
  title: (t) => t('routes.catalog_Escalations'),
  rowKey: 'id',
  rowName: nameOf,
  columns: escalationColumns,
  search: {
    endpoint: ticketApi.endpoints.searchEscalations,
    toArg: toEscalationSearchArg,
    pageSizes: LIMITS.escalations.pageSizes,
    defaultSort: { field: 'client', order: 'asc' },
  },
  filter: { description: escalationFilter },
  pageActions: [
    { id: 'create', permissions: WRITE, primary: true, label: (t) => t('escalations.create'), does: form },
    { id: 'sent', permissions: null, icon: 'pi pi-history', label: (t) => t('escalations.sent.title'), does: { kind: 'open', render: (_, onHide) => <SentEscalationsDialog onHide={onHide} /> } },
  ],
  rowActions: [
    { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('catalogues.actions.edit', nameOf), does: form },
    {
      id: 'delete', permissions: WRITE, icon: 'pi pi-trash', danger: true, label: named('catalogues.actions.delete', nameOf),
      does: {
        kind: 'confirm', icon: 'pi pi-trash', danger: true,
        header: (t) => t('catalogues.confirmDelete.header'),
        message: named('catalogues.confirmDelete.message', nameOf),
        confirmLabel: (t) => t('catalogues.confirmDelete.confirm'),
        useRun: () => {
          const [remove] = useDeleteEscalationMutation();
          return (rule) => remove({ id: rule.id }).unwrap();
        },
        done: named('catalogues.done.deleted', nameOf),
      },
    },
  ],
  exports: (t) => ({ fileBaseName: t('routes.catalog_Escalations'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('escalations.empty'),
};

export default function EscalationsPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={ESCALATIONS} can={can} />;
}
