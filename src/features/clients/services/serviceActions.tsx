import { catalogApi, type ClientServiceRead as Service } from '../../../api/tags/catalog';
import type { DialogSaveStep, FormStep, PageAction, RowAction } from '../../../shared/resource/resourceTypes';
import { savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { ResponseTimesDialog } from '../responseTimes/ResponseTimesDialog';
import { ConfigurationDialog } from './ConfigurationDialog';
import { RulesFields } from './RulesFields';
import { rulesSchema, rulesValues, type RulesValues } from './rulesSchema';
import { ScheduleFields } from './ScheduleFields';
import { scheduleBody, scheduleSchema, scheduleValues, type ScheduleValues } from './scheduleSchema';
import { ServiceFields } from './ServiceFields';
import { EMPTY_SERVICE, serviceBody, serviceSchema, serviceValues, type ServiceValues } from './serviceSchema';

const WRITE = ['ServiceCreate'];
export const serviceNameOf = (row: Service) => row.name;

/** Creates or edits one of the client's services through SaveService. */
function serviceForm(clientId: number): FormStep<Service | null, ServiceValues> {
  return {
    kind: 'form',
    header: (t, row) => (row ? t('clients.services.editTitle', { name: row.name }) : t('clients.services.createTitle')),
    initialValues: (row) => (row ? serviceValues(row) : EMPTY_SERVICE),
    schema: serviceSchema,
    Fields: () => <ServiceFields clientId={clientId} />,
    width: '48rem',
    useSave: () => {
      const [save] = catalogApi.endpoints.saveCatalogService.useMutation();
      return (values, row) => save({ clientServiceSaveRequest: serviceBody(clientId, values, row) }).unwrap();
    },
    done: savedToast('clients.services.done.created', 'clients.services.done.updated', (values) => values.name),
  };
}

/** The weekly attention schedule (ConfigureSchedule). */
const scheduleStep: DialogSaveStep<Service, ScheduleValues> = {
  kind: 'save',
  Dialog: ({ row, onSave, onHide }) => (
    <ConfigurationDialog<ScheduleValues> service={row} header={row.name} valuesOf={scheduleValues} schema={scheduleSchema} onSave={onSave} onHide={onHide} width="44rem">
      <ScheduleFields />
    </ConfigurationDialog>
  ),
  useSave: () => {
    const [post] = catalogApi.endpoints.configureCatalogServiceSchedule.useMutation();
    return (values, row) => post({ serviceScheduleRequest: scheduleBody(row.id, values) }).unwrap();
  },
  done: (t, _values, row) => t('clients.schedule.done', { name: row.name }),
};

/** The attention rules: evidence minimum, maximum incidents per location, automatic close and closing requirements, each its own Configure* post. */
const rulesStep: DialogSaveStep<Service, RulesValues> = {
  kind: 'save',
  Dialog: ({ row, onSave, onHide }) => (
    <ConfigurationDialog<RulesValues> service={row} header={row.name} valuesOf={rulesValues} schema={rulesSchema} onSave={onSave} onHide={onHide}>
      <RulesFields />
    </ConfigurationDialog>
  ),
  useSave: () => {
    const [evidence] = catalogApi.endpoints.configureCatalogServiceEvidence.useMutation();
    const [maximum] = catalogApi.endpoints.configureCatalogServiceMaximumIncidents.useMutation();
    const [automaticClose] = catalogApi.endpoints.configureCatalogServiceAutomaticClose.useMutation();
    const [requirement] = catalogApi.endpoints.configureCatalogServiceRequirement.useMutation();
    // Each post replaces its one value, so a second save after a refusal sends the same again.
    return async (values, row) => {
      await evidence({ serviceEvidenceRequest: { serviceId: row.id, evidenceMinimum: values.evidenceMinimum! } }).unwrap();
      await maximum({ serviceMaximumIncidentsRequest: { serviceId: row.id, unlimited: values.unlimited, maximum: values.unlimited ? null : values.maximum } }).unwrap();
      await automaticClose({ serviceSettingRequest: { serviceId: row.id, enabled: values.automaticClose } }).unwrap();
      await requirement({ serviceRequirementRequest: { serviceId: row.id, documentRequired: values.documentRequired, commentRequired: values.commentRequired } }).unwrap();
    };
  },
  done: (t, _values, row) => t('clients.rules.done', { name: row.name }),
};

/** A client's services' actions: edit, schedule, rules and response times on each row, add on the list. */
export function serviceActions(clientId: number): { rowActions: RowAction<Service>[]; pageActions: PageAction[] } {
  const form = serviceForm(clientId);
  return {
    rowActions: [
      { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('clients.services.actions.edit', serviceNameOf), does: form },
      { id: 'schedule', permissions: WRITE, icon: 'pi pi-calendar', label: named('clients.services.actions.schedule', serviceNameOf), does: scheduleStep },
      { id: 'rules', permissions: WRITE, icon: 'pi pi-sliders-h', label: named('clients.services.actions.rules', serviceNameOf), does: rulesStep },
      {
        id: 'responseTimes', permissions: ['ServiceSearch'], icon: 'pi pi-clock', label: named('clients.services.actions.responseTimes', serviceNameOf),
        does: { kind: 'open', render: (row, onHide) => <ResponseTimesDialog service={row} onHide={onHide} /> },
      },
    ],
    pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('clients.services.create'), does: form as FormStep<null, ServiceValues> }],
  };
}
