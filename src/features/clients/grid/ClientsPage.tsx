import { catalogApi, type ClientProfileRead as Client, type SearchCatalogClientsApiArg } from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import type { FormStep, ResourceDescription } from '../../../shared/resource/resourceTypes';
import { savedToast } from '../../../shared/resource/saveSteps';
import { named } from '../../../shared/resource/texts';
import { LIMITS } from '../../../shared/validation/limits';
import { ClientServicesDialog } from '../services/ClientServicesDialog';
import { watermarkStep } from '../watermark/WatermarkDialog';
import { clientColumns } from './clientColumns';
import { ClientFields } from './ClientFields';
import { clientFilter, toClientSearchArg, type ClientFilterValues } from './clientFilter';
import { clientSchema, clientValues, EMPTY_CLIENT, type ClientValues } from './clientSchema';
import { useClientSave } from './useClientSave';

const nameOf = (row: Client) => row.name;

const form: FormStep<Client | null, ClientValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('clients.editTitle', { name: row.name }) : t('clients.createTitle')),
  initialValues: (row) => (row ? clientValues(row) : EMPTY_CLIENT),
  schema: clientSchema,
  Fields: ClientFields,
  width: '40rem',
  useSave: useClientSave,
  done: savedToast('clients.done.created', 'clients.done.updated', (values) => values.name),
};

/** clientsManagment (admin): the clients, searched and paged; created, edited and deleted with their own permissions. */
const CLIENTS: ResourceDescription<Client, ClientFilterValues, SearchCatalogClientsApiArg> = {
  id: 'clients',
  title: (t) => t('routes.clientsManagement'),
  rowKey: 'id',
  rowName: nameOf,
  columns: clientColumns,
  search: {
    endpoint: catalogApi.endpoints.searchCatalogClients,
    toArg: toClientSearchArg,
    pageSizes: LIMITS.clients.pageSizes,
    defaultSort: { field: 'name', order: 'asc' },
    defaultHidden: ['description'],
  },
  filter: { description: clientFilter },
  pageActions: [{ id: 'create', permissions: ['ClientCreate'], primary: true, label: (t) => t('clients.create'), does: form }],
  rowActions: [
    {
      id: 'services', permissions: ['ServiceSearch'], icon: 'pi pi-list', label: named('clients.actions.services', nameOf),
      does: { kind: 'open', render: (row, onHide) => <ClientServicesDialog client={row} onHide={onHide} /> },
    },
    { id: 'watermark', permissions: ['ClientUpdate'], icon: 'pi pi-image', label: named('clients.actions.watermark', nameOf), does: watermarkStep },
    { id: 'edit', permissions: ['ClientUpdate'], icon: 'pi pi-pencil', label: named('clients.actions.edit', nameOf), does: form },
    {
      id: 'delete', permissions: ['ClientDelete'], icon: 'pi pi-trash', danger: true, label: named('clients.actions.delete', nameOf),
      does: {
        kind: 'confirm', danger: true, icon: 'pi pi-trash',
        header: (t) => t('clients.confirmDelete.header'),
        message: named('clients.confirmDelete.message', nameOf),
        confirmLabel: (t) => t('clients.confirmDelete.confirm'),
        useRun: () => {
          const [erase] = catalogApi.endpoints.deleteCatalogClient.useMutation();
          return (row) => erase({ id: row.id }).unwrap();
        },
        done: named('clients.done.deleted', nameOf),
      },
    },
  ],
  exports: (t) => ({ fileBaseName: t('clients.exportFileName'), pdfOrientation: 'landscape' }),
  emptyMessage: (t) => t('clients.empty'),
};

export default function ClientsPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={CLIENTS} can={can} />;
}
