import { catalogApi, type ClientServiceRead as Service, type ServiceResponseTimeRead as ResponseTime } from '../../../api/tags/catalog';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import type { FormStep, PageAction, RowAction } from '../../../shared/resource/resourceTypes';
import { named } from '../../../shared/resource/texts';
import { ResponseTimeFields } from './ResponseTimeFields';
import { EMPTY_RESPONSE_TIME, responseTimeSchema, responseTimeValues, type ResponseTimeValues } from './responseTimeSchema';

const WRITE = ['ServiceCreate'];
export const priorityNameOf = (row: ResponseTime) => row.clientPriorityName ?? String(row.clientPriorityId);

/** Adds a time for a priority of the client's (one not yet timed), or changes one's times with the version read. */
function responseTimeForm(service: Service, taken: readonly number[]): FormStep<ResponseTime | null, ResponseTimeValues> {
  return {
    kind: 'form',
    header: (t, row) => (row ? t('clients.responseTimes.editTitle', { name: priorityNameOf(row) }) : t('clients.responseTimes.createTitle', { name: service.name })),
    initialValues: (row) => (row ? responseTimeValues(row) : EMPTY_RESPONSE_TIME),
    schema: responseTimeSchema,
    Fields: ({ row }) => <ResponseTimeFields row={row} clientId={service.clientId} taken={taken} />,
    useSave: () => {
      const [create] = catalogApi.endpoints.createCatalogServiceResponseTime.useMutation();
      const [update] = catalogApi.endpoints.updateCatalogServiceResponseTime.useMutation();
      return (values, row) => {
        const times = { attentionTime: values.attentionTime!, expirationTime: values.expirationTime! };
        return (row
          ? update({ serviceResponseTimeUpdateRequest: { id: row.id, ...times, rowVersion: sentVersion(values) } })
          : create({ serviceResponseTimeCreateRequest: { serviceId: service.id, clientPriorityId: values.clientPriorityId!, ...times } })
        ).unwrap();
      };
    },
    done: (t) => t('clients.responseTimes.done.saved', { name: service.name }),
  };
}

/** A service's response times' actions: add on the list; edit and remove on each. */
export function responseTimeActions(service: Service, taken: readonly number[]): { rowActions: RowAction<ResponseTime>[]; pageActions: PageAction[] } {
  const form = responseTimeForm(service, taken);
  return {
    rowActions: [
      { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('clients.responseTimes.actions.edit', priorityNameOf), does: form },
      {
        id: 'delete', permissions: WRITE, icon: 'pi pi-trash', danger: true, label: named('clients.responseTimes.actions.delete', priorityNameOf),
        does: {
          kind: 'confirm', danger: true, icon: 'pi pi-trash',
          header: (t) => t('clients.responseTimes.confirmDelete.header'),
          message: named('clients.responseTimes.confirmDelete.message', priorityNameOf),
          confirmLabel: (t) => t('clients.responseTimes.confirmDelete.confirm'),
          useRun: () => {
            const [erase] = catalogApi.endpoints.deleteCatalogServiceResponseTime.useMutation();
            return (row) => erase({ id: row.id }).unwrap();
          },
          done: named('clients.responseTimes.done.deleted', priorityNameOf),
        },
      },
    ],
    pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('clients.responseTimes.create'), does: form as FormStep<null, ResponseTimeValues> }],
  };
}
